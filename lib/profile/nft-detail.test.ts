import { backToProfile, parseTokenRoute } from './nft-detail';

const C = '0x9A676e781A523b5d0C0e43731313A708CB607508';

test('a token route needs a contract address and a numeric id', () => {
  expect(parseTokenRoute(C, '1')).toEqual({ contract: C.toLowerCase(), tokenId: '1' });
  expect(parseTokenRoute(C, '007')).toEqual({ contract: C.toLowerCase(), tokenId: '7' });
  for (const id of ['abc', '1e3', '-1', '1.5', '', '0x1']) expect(parseTokenRoute(C, id)).toBeNull();
  for (const c of ['0x123', 'membership', `${C}00`, '../users']) expect(parseTokenRoute(c, '1')).toBeNull();
});

test('Back to profile: the profile it came from, else the visitor’s own, else home', () => {
  expect(backToProfile('collector', 'u-newbie')).toBe('/users/collector');
  expect(backToProfile(undefined, 'u-newbie')).toBe('/users/u-newbie');
  expect(backToProfile(['a', 'b'], null)).toBe('/');
  expect(backToProfile('//evil.example', null)).toBe('/');
  expect(backToProfile('..', 'u-collector')).toBe('/users/u-collector');
});
