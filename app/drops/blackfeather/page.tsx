import { ServerImage } from '@/components/ui/server-image';
import { connection } from 'next/server';
import { formatEther } from 'viem';
import { BlackFeatherMintIsland } from '@/components/drops/blackfeather/mint-island';
import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import { EventJsonLd } from '@/components/seo/json-ld';
import { publicConfig } from '@/lib/config/public';
import { dropEvent } from '@/lib/seo/structured';
import { readBlackFeather } from '@/lib/drops/blackfeather/chain';
import { getDrop } from '@/lib/platform/content';
import { orNull } from '@/app/_lib/not-found';
import { pageMetadata } from '@/app/_lib/metadata';
import { describe } from '@/lib/format/text';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';

export async function generateMetadata() {
  const drop = await orNull(getDrop(BLACK_FEATHER.navKey));
  return pageMetadata({
    ownImage: true,
    title: drop?.title ?? 'Black Feather',
    description: describe(drop?.description || 'The Black Feather member token: an edition of 2000 at 0.02 ETH.'),
    path: `/drops/${BLACK_FEATHER.navKey}`,
  });
}

export default async function BlackFeatherPage() {
  // Per request: the minted counter is read from the chain for the server HTML.
  await connection();
  const [drop, chain] = await Promise.all([orNull(getDrop(BLACK_FEATHER.navKey)), readBlackFeather()]);
  const cover = drop?.cover.lg ?? null;
  return (
    <div className={page.page}>
      {drop && <EventJsonLd {...dropEvent(drop, { siteUrl: publicConfig.siteUrl, now: new Date() })} />}
      <div className={hero.even}>
        <div className={hero.square}>{cover && <ServerImage src={cover} alt="" fill priority sizes="(max-width: 768px) 100vw, 50vw" />}</div>
        <div className={hero.text}>
          <p className={hero.kicker}>Member token</p>
          <h1 className={hero.title}>{drop?.title ?? 'Black Feather'}</h1>
          {drop?.description && <p>{drop.description}</p>}
          <dl className={hero.facts}>
            <dt>Edition</dt>
            <dd>{`Edition of ${BLACK_FEATHER.edition}`}</dd>
            <dt>Mint price</dt>
            <dd>{`${formatEther(chain.price)} ETH`}</dd>
          </dl>
          <BlackFeatherMintIsland figures={{ supply: chain.supply.toString(), price: chain.price.toString(), salesActive: chain.salesActive }} />
        </div>
      </div>
    </div>
  );
}
