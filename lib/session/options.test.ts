import { sessionCookieName, sessionOptions } from './options';

describe('session cookie', () => {
  it('is __Host- prefixed, Secure and host-only in production', () => {
    const options = sessionOptions('x'.repeat(32), true);
    expect(options.cookieName).toBe('__Host-drop_session');
    expect(options.cookieOptions).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'lax' });
    expect(options.cookieOptions).not.toHaveProperty('domain');
  });

  it('keeps the plain name over http in the sandbox (browsers refuse __Host- without Secure)', () => {
    expect(sessionCookieName(false)).toBe('drop_session');
    expect(sessionOptions('x'.repeat(32), false).cookieName).toBe('drop_session');
  });
});
