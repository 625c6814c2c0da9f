import type { Drop } from '@/lib/drops/types';
import { PRINT_CLAIM } from '@/lib/drops/print-claim/config';
import { PRINT_CLAIM_MESSAGES as M } from '@/lib/drops/print-claim/messages';
import { LUSHSUX_LANDING } from '@/lib/drops/lushsux/config';
import { TeaserNav } from '@/components/drops/lushsux/teaser-nav';
import { videoPoster } from '@/components/ui/server-image';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import mint from '@/components/drops/panel.module.css';
import { PrintClaimLoader } from '@/components/drops/drop-page-loaders';
import styles from '@/components/drops/lushsux/lushsux.module.css';

/** The print claim's payment mode (collections §2). */
export function PrintClaimView({ drop }: { drop: Drop }) {
  const video = drop.cover.video;
  const cover = drop.cover.lg ?? drop.cover.original;
  const poster = video && cover ? videoPoster(cover) : undefined;
  return (
    <div className={page.page}>
      <TeaserNav title={drop.title} anchors={LUSHSUX_LANDING.anchors.slice(0, 1)} />
      <section id="about" className={hero.hero}>
        <div className={hero.media}>{video && <video className={styles.film} src={video} poster={poster} muted loop playsInline autoPlay controls />}</div>
        <div className={hero.text}>
          <h1 className={hero.title}>{PRINT_CLAIM.title}</h1>
          <p>{M.listPrice}</p>
          <div className={mint.mint}>
            <PrintClaimLoader />
          </div>
        </div>
      </section>
    </div>
  );
}
