import { collectionSchema } from './layers';

describe('the marketplace collection (GET /opensea/collections/{id})', () => {
  it('reads the trait shares and the floor price and 30-day figures', () => {
    const read = collectionSchema.parse({
      traits: { Border: { Clean: 0.5 } },
      stats: { floor_price: 0.42, thirty_day_volume: 118.6, thirty_day_sales: 214, thirty_day_average_price: 0.5542 },
    });
    expect(read).toEqual({ traits: { Border: { Clean: 0.5 } }, stats: { floorPrice: 0.42, volume30d: 118.6, averagePrice30d: 0.5542 } });
  });

  it('a platform without the statistics, or with some missing or malformed, leaves those figures null (shown as --), the traits kept', () => {
    expect(collectionSchema.parse({ traits: {} }).stats).toBeNull();
    expect(collectionSchema.parse({ traits: {}, stats: { floor_price: 0.1 } }).stats).toEqual({ floorPrice: 0.1, volume30d: null, averagePrice30d: null });
    const malformed = collectionSchema.parse({ traits: { Border: { Clean: 0.5 } }, stats: { floor_price: 'cheap', thirty_day_volume: 118.6 } });
    expect(malformed).toEqual({ traits: { Border: { Clean: 0.5 } }, stats: { floorPrice: null, volume30d: 118.6, averagePrice30d: null } });
    expect(collectionSchema.parse({ traits: {}, stats: 'none' }).stats).toBeNull();
  });
});
