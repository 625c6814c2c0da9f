import { z } from 'zod';
import { POST_CATEGORIES, POST_CONTENT_TAGS, POST_SORTS, POST_TYPES, POSTS_SUPPLY } from './posts';

// Apart from posts.ts, which the grid ships to the browser: zod stays on the server.
export const postsApiQuery = z.object({
  sort: z.enum(POST_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  type: z.enum(POST_TYPES).optional(),
  category: z.enum(POST_CATEGORIES).optional(),
  content: z.enum(POST_CONTENT_TAGS).optional(),
  loaded: z.coerce.number().int('loaded must be a whole number').min(0).max(POSTS_SUPPLY).default(0),
});
