import styles from './lushsux.module.css';

type Anchor = { id: string; label: string };

/** The lushsux and joker teaser header (platform-core §2): plain anchor links, no script. */
export function TeaserNav({ title, anchors }: { title: string; anchors: readonly Anchor[] }) {
  return (
    <nav className={styles.teaser} aria-label={`${title} sections`}>
      <span className={styles.teaserTitle}>{title}</span>
      <ul>
        {anchors.map((a) => (
          <li key={a.id}>
            <a href={`#${a.id}`}>{a.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
