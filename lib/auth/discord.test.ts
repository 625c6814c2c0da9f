import { discordAuthorizeUrl, discordCallbackUrl, discordStateValid, newDiscordPending, pkceChallenge } from './discord';

test('the authorization URL asks for identify and guilds with state and an S256 challenge', () => {
  const p = newDiscordPending(0, 'https://drp.example/oauth/verify');
  const url = new URL(
    discordAuthorizeUrl('https://discord.com/oauth2/authorize', {
      clientId: 'id',
      redirectUri: 'https://drp.example/oauth/verify',
      state: p.state,
      verifier: p.verifier,
    }),
  );
  expect(url.searchParams.get('scope')).toBe('identify guilds');
  expect(url.searchParams.get('state')).toBe(p.state);
  expect(url.searchParams.get('code_challenge')).toBe(pkceChallenge(p.verifier));
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe('https://drp.example/oauth/verify');
});

test('pkce: the RFC 7636 example', () => {
  expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

test('a state is valid once issued to this session and unexpired; a forged or late one is refused', () => {
  const p = newDiscordPending(1000, 'https://drp.example/oauth/verify');
  expect(discordStateValid(p, p.state, 2000)).toBe(true);
  expect(discordStateValid(p, p.state + 'x', 2000)).toBe(false);
  expect(discordStateValid(p, 'forged', 2000)).toBe(false);
  expect(discordStateValid(p, p.state, p.expiresAt + 1)).toBe(false);
  expect(discordStateValid(undefined, p.state, 2000)).toBe(false);
});

test('the callback is on the origin the visitor is on when it is one of the site’s, else on the site URL’s', () => {
  const origins = ['https://drp.example', 'https://www.drp.example', 'http://127.0.0.1:3000'] as const;
  expect(discordCallbackUrl('www.drp.example', origins)).toBe('https://www.drp.example/oauth/verify');
  expect(discordCallbackUrl('WWW.DRP.EXAMPLE', origins)).toBe('https://www.drp.example/oauth/verify');
  expect(discordCallbackUrl('127.0.0.1:3000', origins)).toBe('http://127.0.0.1:3000/oauth/verify');
  expect(discordCallbackUrl('drp.example', origins)).toBe('https://drp.example/oauth/verify');
  // A host the site does not have (a forged Host header), or none: the site URL's.
  expect(discordCallbackUrl('evil.example', origins)).toBe('https://drp.example/oauth/verify');
  expect(discordCallbackUrl('127.0.0.1:3001', origins)).toBe('https://drp.example/oauth/verify');
  expect(discordCallbackUrl(null, origins)).toBe('https://drp.example/oauth/verify');
});

test('a pending link keeps the redirect URL its code is bound to', () => {
  expect(newDiscordPending(0, 'https://www.drp.example/oauth/verify').redirectUri).toBe('https://www.drp.example/oauth/verify');
});
