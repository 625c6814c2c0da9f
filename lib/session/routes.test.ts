import { guardRedirect, safeNextPath } from './routes';

describe('guardRedirect', () => {
  it.each(['/register', '/login', '/forgot-password', '/reset-password'])('leaves guest-only %s to the page, which checks the session record', (pathname) => {
    expect(guardRedirect({ pathname, search: '', signedIn: true })).toBeNull();
    expect(guardRedirect({ pathname, search: '', signedIn: false })).toBeNull();
  });

  it.each([
    ['/users/update', '', '/login?next=%2Fusers%2Fupdate'],
    ['/users/account', '?tab=eth', '/login?next=%2Fusers%2Faccount%3Ftab%3Deth'],
    ['/transaction/tx-1', '', '/login?next=%2Ftransaction%2Ftx-1'],
  ])('sends a signed-out visitor of %s to login with the way back', (pathname, search, target) => {
    expect(guardRedirect({ pathname, search, signedIn: false })).toBe(target);
    expect(guardRedirect({ pathname, search, signedIn: true })).toBeNull();
  });

  it('sends a signed-out /logout to login without a way back', () => {
    expect(guardRedirect({ pathname: '/logout', search: '', signedIn: false })).toBe('/login');
  });

  it('leaves public pages alone, including look-alike prefixes', () => {
    for (const pathname of ['/', '/drops/blackfeather', '/users/collector', '/users/updates', '/loginx']) {
      expect(guardRedirect({ pathname, search: '', signedIn: false })).toBeNull();
      expect(guardRedirect({ pathname, search: '', signedIn: true })).toBeNull();
    }
  });
});

describe('safeNextPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNextPath('/users/update')).toBe('/users/update');
    expect(safeNextPath('/users/account?tab=eth#list')).toBe('/users/account?tab=eth#list');
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    'javascript:alert(1)',
    'users/update',
    '',
    null,
    undefined,
    '/\tx',
  ])('refuses %p', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
