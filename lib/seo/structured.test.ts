import type { Drop, DropItem } from '@/lib/drops/types';
import { serializeJsonLd } from './json-ld';
import { dropEvent, ONLINE_ATTENDANCE, sitePublisher } from './structured';

const images = { lg: null, sm: null, mini: null, original: null, video: null };
const item = (price: string | null): DropItem => ({
  key: `i-${price}`,
  title: 'Piece',
  contractAddress: null,
  currency: 'ETH',
  dropType: 'mint',
  picture: null,
  price,
  priceReserve: null,
  cover: images,
  edition: '1 of 1',
  description: '',
  itemType: 'image',
  ctaButton: '',
  blur: false,
  created: null,
});
const drop: Drop = {
  key: 'd-black-feather',
  title: 'Black Feather',
  artistKey: 'a-lushsux',
  artistInfo: { key: 'a-lushsux', name: 'Lushsux', navKey: 'lushsux', avatar: images, userKey: null },
  auctionStart: null,
  auctionEnd: null,
  description: '<p>The member token.</p>',
  summary: '',
  items: [item('0.5'), item('0.02'), item(null)],
  totalItems: 3,
  cover: { ...images, lg: 'https://platform.example/cover.jpg' },
  articleInfo: null,
  dropMode: null,
  link: null,
  textButton: null,
  tethered: false,
  hiddenLaunch: false,
  featured: false,
  navKey: 'blackfeather',
  releaseDate: '2022-02-01T00:00:00Z',
  endDate: '2022-03-01T00:00:00Z',
};
const site = 'https://drp.example';

describe('dropEvent', () => {
  it('is an online, scheduled event at the drop page, the artist performing and organising', () => {
    const event = dropEvent(drop, { siteUrl: site, now: new Date('2022-02-10T00:00:00Z') });
    expect(event).toMatchObject({
      name: 'Black Feather',
      description: 'The member token.',
      startDate: '2022-02-01T00:00:00Z',
      endDate: '2022-03-01T00:00:00Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: ONLINE_ATTENDANCE,
      location: { '@type': 'VirtualLocation', url: `${site}/drops/blackfeather` },
      url: `${site}/drops/blackfeather`,
      image: 'https://platform.example/cover.jpg',
      performer: { '@type': 'Person', name: 'Lushsux' },
      organizer: { '@type': 'Person', name: 'Lushsux' },
      offers: { '@type': 'Offer', price: 0.02, priceCurrency: 'ETH', availability: 'https://schema.org/InStock' },
    });
  });

  it('is sold out once the drop has ended, and names no performer without an artist', () => {
    const event = dropEvent({ ...drop, artistInfo: null, items: [] }, { siteUrl: site, now: new Date('2022-03-01T00:00:00Z') });
    expect(event.offers).toMatchObject({ price: 0, availability: 'https://schema.org/SoldOut' });
    expect(event).not.toHaveProperty('performer');
    expect(event).not.toHaveProperty('organizer');
  });

  it('keeps a hostile title inert once serialised', () => {
    const event = dropEvent({ ...drop, title: 'x</script><script>alert(1)</script>' }, { siteUrl: site, now: new Date() });
    expect(serializeJsonLd(event)).not.toContain('<');
  });
});

describe('sitePublisher', () => {
  it('names the site with its logo', () => {
    expect(sitePublisher(site)).toEqual({
      '@type': 'Organization',
      name: 'DRP',
      logo: { '@type': 'ImageObject', url: `${site}/apple-touch-icon.png`, width: 180, height: 180 },
    });
  });
});
