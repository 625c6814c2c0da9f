import { DEFAULT_POSTS_VIEW, parsePostsView, postCardText, postsPage, postsPlatformQuery, postsViewQuery, samePostsView } from './posts';

describe('postCardText', () => {
  it('keeps 65 characters and cuts the 66th with an ellipsis', () => {
    const sixtyFive = 'a'.repeat(65);
    expect(postCardText(sixtyFive)).toBe(sixtyFive);
    expect(postCardText(`${sixtyFive}b`)).toBe(`${sixtyFive}...`);
  });
});

describe('the view in the URL', () => {
  it('reads a shared link’s sort, order and filters', () => {
    const view = parsePostsView(new URLSearchParams('sort=comments&order=asc&type=Video&category=Shit%20Post&content=Pepe'));
    expect(view).toEqual({ sort: 'comments', order: 'asc', type: 'Video', category: 'Shit Post', content: 'Pepe' });
  });

  it('falls back to the default for anything unknown', () => {
    expect(parsePostsView(new URLSearchParams('sort=price&order=up&type=Gif&category=x&content=<script>'))).toEqual(DEFAULT_POSTS_VIEW);
    expect(parsePostsView(new URLSearchParams(''))).toEqual(DEFAULT_POSTS_VIEW);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(postsViewQuery(DEFAULT_POSTS_VIEW)).toBe('');
    const view = { ...DEFAULT_POSTS_VIEW, sort: 'post_id' as const, order: 'asc' as const, category: 'Mural' as const };
    const query = postsViewQuery(view);
    expect(query).toBe('?sort=post_id&order=asc&category=Mural');
    expect(parsePostsView(new URLSearchParams(query.slice(1)))).toEqual(view);
    expect(samePostsView(view, parsePostsView(new URLSearchParams(query.slice(1))))).toBe(true);
  });
});

describe('loading', () => {
  it('asks 20 first, then pages of 10 after them', () => {
    expect(postsPage(0)).toEqual({ pageSize: 20, pageIndex: 1 });
    expect(postsPage(20)).toEqual({ pageSize: 10, pageIndex: 3 });
    expect(postsPage(30)).toEqual({ pageSize: 10, pageIndex: 4 });
    expect(postsPage(4440)).toEqual({ pageSize: 10, pageIndex: 445 });
  });

  it('sends one sort at a time and only the filters that are set', () => {
    expect(postsPlatformQuery(DEFAULT_POSTS_VIEW, { pageSize: 20, pageIndex: 1 })).toEqual({ pagesize: 20, pageindex: 1, sort_likes: 'desc' });
    expect(postsPlatformQuery({ sort: 'post_id', order: 'asc', type: 'Image', category: 'VR', content: 'Doge' }, { pageSize: 10, pageIndex: 3 })).toEqual({
      pagesize: 10,
      pageindex: 3,
      sort_post_id: 'asc',
      filter_type: 'Image',
      filter_category: 'VR',
      filter_content: 'Doge',
    });
  });
});
