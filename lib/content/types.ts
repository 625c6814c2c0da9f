// platform-core §3
export type ImageSet = { lg: string | null; sm: string | null; mini: string | null; original: string | null; video: string | null };

export type Paged<T> = { currentPage: number; totalPages: number; hasNextPage: boolean; totalCount: number; itemCount: number; items: T[] };

/** The artist as other entities name it. */
export type ArtistBrief = { key: string; name: string; navKey: string | null; avatar: ImageSet; userKey: string | null };

export type LinkRef = { key: string; title: string; navKey: string | null };
