/** Shapes shared by every entity of the platform (platform-core §3), in the app's camelCase. */

/** One picture in its sizes; null where the platform has none. */
export type ImageSet = { lg: string | null; sm: string | null; mini: string | null; original: string | null; video: string | null };

/** One page of a paged list. */
export type Paged<T> = { currentPage: number; totalPages: number; hasNextPage: boolean; totalCount: number; itemCount: number; items: T[] };

/** A link to another entity by key (and nav key where it has one). */
export type LinkRef = { key: string; title: string; navKey: string | null };
