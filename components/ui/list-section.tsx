import type { ReactNode } from 'react';
import { EmptyData } from './empty-data';
import styles from './list-section.module.css';

export function ListSection<T>({
  id,
  title,
  level = 2,
  items,
  render,
  wide = false,
  footer,
}: {
  id: string;
  title: string;
  level?: 1 | 2;
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
  wide?: boolean;
  footer?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading id={id} className={styles.heading}>
        {title}
      </Heading>
      {items.length ? <div className={wide ? styles.wide : styles.grid}>{items.map(render)}</div> : <EmptyData />}
      {footer}
    </section>
  );
}
