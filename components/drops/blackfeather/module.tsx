import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { ServerImage } from '@/components/ui/server-image';
import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import { readBlackFeather } from '@/lib/drops/blackfeather/chain';
import { BlackFeatherLoader } from '@/components/drops/drop-page-loaders';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import { weiToEth } from '@/lib/format/wei';

/** Black Feather (drop-pages §2, §4); a failed chain read gives the spec's defaults. */
export default defineDrop({
  layout: async ({ drop }) => {
    const chain = await readBlackFeather();
    const cover = drop.cover.lg;
    return (
      <div className={page.page}>
        <div className={hero.even}>
          <div className={hero.square}>{cover && <ServerImage src={cover} alt="" fill priority sizes="(max-width: 768px) 100vw, 50vw" />}</div>
          <div className={hero.text}>
            <p className={hero.kicker}>Member token</p>
            <h1 className={hero.title}>{drop.title}</h1>
            {drop.description && <p>{drop.description}</p>}
            <dl className={hero.facts}>
              <dt>Edition</dt>
              <dd>{`Edition of ${BLACK_FEATHER.edition}`}</dd>
              <dt>Mint price</dt>
              <dd>{`${weiToEth(chain.price)} ETH`}</dd>
            </dl>
            {/* bigints as read: React's RSC serializer carries them, so the island starts from the server's figures unconverted. */}
            <BlackFeatherLoader figures={chain} />
          </div>
        </div>
      </div>
    );
  },
});
