import type { Drop } from '@/lib/drops/types';
import type { PostCardData } from '@/lib/drops/lushsux/posts';
import { LUSHSUX_LANDING as L } from '@/lib/drops/lushsux/config';
import { LUSHSUX_MESSAGES as M } from '@/lib/drops/lushsux/messages';
import { DEFAULT_POSTS_VIEW } from '@/lib/drops/lushsux/posts';
import { ServerImage } from '@/components/ui/server-image';
import page from '@/components/ui/page.module.css';
import { TeaserNav } from './teaser-nav';
import { PostsGridSlot } from './posts-grid-slot';
import { MemberTierSlot } from './member-tier-slot';
import { MembershipApplyLoader } from '@/components/drops/drop-page-loaders';
import styles from './lushsux.module.css';

type Props = { drop: Drop; posts: { items: PostCardData[]; total: number; hasNextPage: boolean } | null };

/** The members' landing (drop-pages §2), all in the server HTML. */
export function LushsuxLanding({ drop, posts }: Props) {
  const cover = drop.cover.lg ?? drop.cover.original;
  return (
    <div className={page.page}>
      <TeaserNav title={drop.title} anchors={L.anchors} />
      <section id="about" className={styles.about} aria-labelledby="about-title">
        <div className={styles.aboutMedia}>{cover && <ServerImage src={cover} alt="" fill priority sizes="(max-width: 768px) 100vw, 50vw" />}</div>
        <div>
          <h1 id="about-title" className={styles.title}>
            {drop.title}
          </h1>
          <p className={styles.claim} data-testid="claim-box">
            <strong>{L.claim.label}</strong> {`${L.claim.minted}/${L.claim.supply}`}
          </p>
          <dl className={styles.stats}>
            {L.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
          <p>{L.essay[0]}</p>
          <details className={styles.essay}>
            <summary>{M.readMore}</summary>
            {L.essay.slice(1).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </details>
        </div>
      </section>

      <section id="roadmap" aria-labelledby="roadmap-title">
        <h2 id="roadmap-title">Roadmap</h2>
        <ol className={styles.roadmap}>
          {L.roadmap.map((r) => (
            <li key={r.title}>
              <strong>{r.title}</strong>
              {r.when && <span>{r.when}</span>}
            </li>
          ))}
        </ol>
        <h3>Membership tiers</h3>
        <ul className={styles.tiers}>
          {L.tiers.map((t) => (
            <li key={t.when}>
              <strong>{t.when}</strong> {t.text}
            </li>
          ))}
        </ul>
        <MemberTierSlot />
      </section>

      <section id="anatomy" aria-labelledby="anatomy-title">
        <h2 id="anatomy-title">Anatomy of A Post</h2>
        <ol className={styles.anatomy}>
          {L.anatomy.map((a) => (
            <li key={a.title}>
              <strong>{a.title}</strong> {a.text}
            </li>
          ))}
        </ol>
      </section>

      <section id="posts" aria-labelledby="posts-title">
        <h2 id="posts-title">The Posts</h2>
        <PostsGridSlot initial={posts} initialView={DEFAULT_POSTS_VIEW} />
      </section>
      <MembershipApplyLoader dropKey={drop.key} videoMode={Boolean(drop.cover.video)} />
    </div>
  );
}
