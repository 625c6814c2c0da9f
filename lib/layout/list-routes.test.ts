import { listHref, listRedirect, listRewrite, listPage } from './list-routes';

describe('list routes', () => {
  it('rewrites the public paged URLs to one cacheable page per number', () => {
    expect(listRewrite('/drops', new URLSearchParams(''))).toBe('/lists/drops/1');
    expect(listRewrite('/drops', new URLSearchParams('past=2'))).toBe('/lists/drops/2');
    expect(listRewrite('/articles', new URLSearchParams('page=3&utm=x'))).toBe('/lists/articles/3');
    expect(listRewrite('/projects', new URLSearchParams(''))).toBe('/lists/projects/1');
    expect(listRewrite('/projects', new URLSearchParams('page=2'))).toBe('/lists/projects/2');
    expect(listRewrite('/drops', new URLSearchParams('past=-1'))).toBe('/lists/drops/1');
    expect(listRewrite('/drops', new URLSearchParams('past=abc'))).toBe('/lists/drops/1');
    expect(listRewrite('/drops/tidal-light', new URLSearchParams(''))).toBeNull();
    expect(listRewrite('/artists', new URLSearchParams(''))).toBeNull();
  });

  it('sends direct visits of the internal pages to the public URL', () => {
    expect(listRedirect('/lists/drops/2')).toBe('/drops?past=2');
    expect(listRedirect('/lists/articles/1')).toBe('/articles');
    expect(listRedirect('/lists/other')).toBe('/');
    expect(listRedirect('/drops')).toBeNull();
    expect(listHref('articles', 4)).toBe('/articles?page=4');
    expect(listRedirect('/lists/projects/3')).toBe('/projects?page=3');
  });
});

describe('listPage', () => {
  it('takes only the segments the rewrite makes; anything else is a 404, not page 1', () => {
    expect(listPage('1')).toBe(1);
    expect(listPage('27')).toBe(27);
    for (const bad of ['anything', '01', '0', '1.0', '', '10001', '-1']) expect(listPage(bad)).toBeNull();
  });
});
