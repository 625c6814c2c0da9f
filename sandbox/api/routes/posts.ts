import type { Db, Row } from '../../db/db';
import { HttpError, pageParams, paged, type Router } from '../http';
import { absolutize } from '../serialize';

const SORTS = { sort_likes: 'likes', sort_comments: 'comments', sort_post_id: 'post_no' } as const;

const serializePost = (r: Row, base: string) =>
  absolutize(
    {
      key: r.key,
      description: r.description,
      picture: `/images/${r.key}.png?w=400&h=400`,
      eth_price: r.price,
      usd_price: null,
      price: r.price,
      created: new Date(r.created).toISOString(),
      modified: new Date(r.created).toISOString(),
      attributes: {
        token_no: r.token_no,
        post_no: r.post_no,
        post_type: r.post_type,
        post_category: r.post_category,
        post_date: new Date(r.post_date).toISOString(),
        post_likes_count: r.likes,
        post_comments_count: r.comments,
        caption_word_count: r.caption_word_count,
        caption_letter_count: r.caption_letter_count,
        post_tagged_user: r.post_tagged_user,
        post_content_1: r.post_content_1,
        post_content_2: r.post_content_2,
        post_content_3: r.post_content_3,
        post_url: r.post_url,
      },
    },
    base,
  );

/**
 * GET /nft-products (platform-core §7, drop-pages §7): the members' post NFTs, paged (pagesize up
 * to 100, pageindex), sorted by one of sort_likes, sort_comments, sort_post_id (asc or desc; by
 * post number when none), filtered by filter_type, filter_category and filter_content (a content
 * tag in any of the post's three). Two sorts at once are refused, as one sort applies at a time.
 */
export function postRoutes(router: Router, db: Db) {
  router.on('GET', '/nft-products', async ({ query, baseUrl }) => {
    const { size, index } = pageParams(query, 20);
    const sorts = Object.entries(SORTS).filter(([param]) => query.has(param));
    if (sorts.length > 1) throw new HttpError(400, 'Only one sort applies at a time');
    let order = 'post_no ASC';
    if (sorts.length === 1) {
      const [param, column] = sorts[0];
      const dir = query.get(param)?.toLowerCase();
      if (dir !== 'asc' && dir !== 'desc') throw new HttpError(400, `${param} must be asc or desc`);
      order = `${column} ${dir.toUpperCase()}, post_no ASC`;
    }
    const conds: string[] = [];
    const args: unknown[] = [];
    const filter = (param: string, sql: (n: number) => string) => {
      const v = query.get(param);
      if (v) {
        args.push(v);
        conds.push(sql(args.length));
      }
    };
    filter('filter_type', (n) => `post_type = $${n}`);
    filter('filter_category', (n) => `post_category = $${n}`);
    filter('filter_content', (n) => `$${n} IN (post_content_1, post_content_2, post_content_3)`);
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const total = Number((await db.query<Row>(`SELECT count(*) AS n FROM posts ${where}`, args)).rows[0].n);
    const { rows } = await db.query<Row>(`SELECT * FROM posts ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${(index - 1) * size}`, args);
    return paged(
      rows.map((r) => serializePost(r, baseUrl)),
      total,
      size,
      index,
    );
  });
}
