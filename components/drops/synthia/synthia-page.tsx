import { ServerImage } from '@/components/ui/server-image';
import type { Drop, FilmPicture } from '@/lib/drops/types';
import { FilmPictures } from './film-pictures';
import { SYNTHIA, SYNTHIA_FEATURES } from '@/lib/drops/synthia/config';
import { SYNTHIA_ROADMAP } from '@/lib/drops/synthia/roadmap';
import { MembershipCardLoader, RoadmapLoader, SynthiaLoader } from '@/components/drops/drop-page-loaders';
import type { SynthiaFigures } from './mint-bar';
import page from '@/components/ui/page.module.css';
import styles from './synthia.module.css';

type Props = {
  drop: Drop;
  figures: SynthiaFigures;
  reveal: { revealed: boolean; image: string | null; name: string | null } | null;
  film: FilmPicture[];
};

/** The key collection's page (collections §2), server-rendered. */
export function SynthiaPage({ drop, figures, reveal, film }: Props) {
  // Before the reveal, the platform's pre-reveal picture (the drop's cover when it has none).
  const picture = reveal && !reveal.revealed ? (reveal.image ?? drop.cover.lg) : drop.cover.lg;
  return (
    <div className={page.page}>
      <header className={styles.hero}>
        <div>
          <h1>{drop.title}</h1>
          {drop.artistInfo && <p className={page.muted}>by {drop.artistInfo.name}</p>}
          <p>{drop.summary}</p>
        </div>
        <div className={styles.picture}>
          {picture && (
            <ServerImage
              src={picture}
              alt={reveal && !reveal.revealed && reveal.image ? (reveal.name ?? drop.title) : drop.title}
              fill
              priority
              sizes="(max-width: 800px) 100vw, 420px"
            />
          )}
        </div>
      </header>
      <section aria-labelledby="meet" className={styles.section}>
        <h2 id="meet">Meet Synthia</h2>
        <p>{drop.description}</p>
      </section>
      <section aria-labelledby="keys" className={styles.section}>
        <h2 id="keys">{`${SYNTHIA.keysPerQuarter} KEYS`}</h2>
        <p>
          {SYNTHIA.keysPerQuarter} keys a quarter, {SYNTHIA.monthsPerKey} months of premium subscription each, at most {SYNTHIA.maxPerWallet} per wallet.
        </p>
        <h3 id="synthia-features">Membership features</h3>
        <ul className={styles.features} aria-labelledby="synthia-features">
          {SYNTHIA_FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <MembershipCardLoader />
      </section>
      <FilmPictures pictures={film} />
      <RoadmapLoader steps={SYNTHIA_ROADMAP} />
      <SynthiaLoader {...figures} />
    </div>
  );
}
