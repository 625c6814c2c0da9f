import styles from './lushsux.module.css';

type Anchor = { id: string; label: string };

/**
 * The teaser header of the lushsux and joker pages (platform-core §2): their title and the anchor
 * menu over the page's panels (only About on the joker page). Plain links to ids: they scroll
 * without script and are reached with Tab like any link.
 */
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
