/** Cache tags, one per entity and one per collection, shared by the reads and POST /api/revalidate. */
export const tags = {
  drops: 'drops',
  drop: (key: string) => `drop:${key}`,
  products: 'products',
  product: (key: string) => `product:${key}`,
  artists: 'artists',
  artist: (key: string) => `artist:${key}`,
  articles: 'articles',
  article: (key: string) => `article:${key}`,
  settings: 'settings',
  posts: 'posts',
  auctions: 'auctions',
  bids: (contract: string, tokenId: string, salt: string) => `bids:${contract.toLowerCase()}:${tokenId}:${salt}`,
  user: (keyOrUsername: string) => `user:${keyOrUsername}`,
} as const;
