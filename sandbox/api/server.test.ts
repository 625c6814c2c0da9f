import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { openDb, type Db } from '../db/db';
import { itemKey } from '../db/seed';
import { createApiServer } from './server';
import { shippingForm } from './test-forms';

let db: Db;
let server: Server;
let api: string;
let chainResets = 0;
let chainTime = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  db = await openDb(null);
  server = createApiServer({
    db,
    baseUrl: 'http://127.0.0.1:0',
    siteUrl: 'http://localhost:3000',
    contracts: () => ({ BlackFeather: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }),
    resetChain: async () => {
      chainResets++;
    },
    chainClock: {
      set: async (at) => ({ timestamp: (chainTime = Math.floor(at.getTime() / 1000)) }),
      get: async () => chainTime,
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.close();
  await db.close();
});

async function call(method: string, path: string, body?: unknown, token?: string, client?: string) {
  const res = await fetch(api + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

const login = async (email: string, password: string) => (await call('POST', '/users/login', { email, password })).json.token as string;

describe('content', () => {
  it('serves every special drop of the route tables by its nav key', async () => {
    const navKeys = [
      'lushsux',
      'lushsux-joker',
      'lushsux-vr',
      'lushsux-vr002',
      'membership-token',
      'vhilsnew',
      'vhils',
      'vhilsburn',
      'shintaro-desiccation',
      'shintaro-bible',
      'theeveofrevolution',
      'blackfeather',
      '666',
      'your-face-is-fucked-up',
      'yourface2',
      'snipe-bulls-power-tethered',
      'synthia',
    ];
    for (const navKey of navKeys) {
      const { status, json } = await call('GET', `/drops/${navKey}`);
      expect([navKey, status]).toEqual([navKey, 200]);
      expect(json.nav_key).toBe(navKey);
      expect(json.items.length).toBeGreaterThan(0);
    }
  });

  it('pages drop lists with the documented fields, current by default', async () => {
    const { json } = await call('GET', '/drops?pagesize=1&pageindex=2');
    expect(Object.keys(json).sort()).toEqual(['current_page', 'has_next_page', 'item_count', 'items', 'total_count', 'total_pages']);
    expect(json).toMatchObject({ current_page: 2, item_count: 1 });
    const upcoming = (await call('GET', '/drops/upcoming?pagesize=10')).json;
    const dates = upcoming.items.map((d: { release_date: string }) => d.release_date);
    expect(dates).toEqual([...dates].sort());
    expect(upcoming.items.every((d: { release_date: string }) => new Date(d.release_date) > new Date())).toBe(true);
    const past = (await call('GET', '/drops/past?pagesize=100')).json;
    expect(past.items.every((d: { end_date: string }) => new Date(d.end_date) <= new Date())).toBe(true);
  });

  it('has artists, articles (some gated, with contract and token ids), products and the terms', async () => {
    expect((await call('GET', '/artists?pagesize=20')).json.total_count).toBeGreaterThanOrEqual(6);
    const artist = (await call('GET', '/artists/lushsux')).json;
    expect(artist.drops.length).toBeGreaterThan(0);
    const articles = (await call('GET', '/articles?pagesize=20')).json;
    expect(articles.total_count).toBeGreaterThanOrEqual(8);
    const gated = articles.items.filter((a: { gated: boolean }) => a.gated);
    expect(gated.length).toBeGreaterThan(0);
    expect(gated[0]).toMatchObject({ contract_type: 'ERC1155', n_tokens: '0' });
    expect(gated[0].contract_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const free = (await call('GET', '/products/market?pagesize=100')).json.items.filter((i: { price: string | null }) => i.price === null);
    expect(free.length).toBeGreaterThan(0);
    expect((await call('GET', `/product/item/${free[0].key}`)).json.artist_info.name).toBeTruthy();
    expect((await call('GET', '/site/settings')).json.term_of_service).toContain('<h1>Terms of Service</h1>');
  });

  it('answers a missing entity with 404 and an error body', async () => {
    expect(await call('GET', '/drops/no-such-drop')).toMatchObject({ status: 404, json: { error: 'Not found' } });
    expect(await call('GET', '/artists/nobody')).toMatchObject({ status: 404 });
  });

  it('serves generated cover images', async () => {
    const res = await fetch(`${api}/images/drop-lushsux.png?w=60`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});

describe('accounts', () => {
  it('registers, mails a code to the outbox, verifies the e-mail and logs in', async () => {
    const weak = await call('POST', '/users/', { firstname: 'Ada', lastname: 'Lace', username: 'ada', email: 'Ada@Example.com', password: 'abc' });
    expect(weak.json).toEqual({ error: 'Password must be 8 characters at minimum' });
    const reg = await call('POST', '/users/', { firstname: 'Ada', lastname: 'Lace', username: 'ada', email: 'Ada@Example.com', password: 'abcdefgh' });
    expect(reg.status).toBe(201);
    expect(reg.json.user.email_verified).toBe(false);
    expect((await call('POST', '/users/', { firstname: 'A', lastname: 'B', username: 'ada2', email: 'ada@example.com', password: 'abcdefgh' })).json).toEqual({
      error: 'Email already exists',
    });

    const [mail] = (await call('GET', '/__sandbox/outbox?email=ada@example.com')).json;
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toBe(`http://localhost:3000/verifyemail?email=ada%40example.com&code=${mail.code}`);
    expect((await call('POST', `/users/verify/email?email=ada@example.com&code=000000${mail.code === '000000' ? '1' : ''}`)).status).toBe(400);
    expect((await call('POST', `/users/verify/email?email=ada@example.com&code=${mail.code}`)).json.message).toBe('Email has been verified.');

    const token = await login('ada@example.com', 'abcdefgh');
    const me = await call('GET', '/users/ada', undefined, token);
    expect(me.json).toMatchObject({ email: 'ada@example.com', email_verified: true });
    // Others do not see the e-mail address.
    expect((await call('GET', '/users/ada')).json.email).toBeUndefined();
  });

  it('stores passwords hashed and rejects a wrong one with an error body', async () => {
    const { rows } = await db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'collector@example.com'");
    expect(rows[0].password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await call('POST', '/users/login', { email: 'collector@example.com', password: 'wrong' })).toMatchObject({
      status: 400,
      json: { error: 'Email or password is incorrect' },
    });
  });

  it('answers a bad token with the bare text Unauthorized and refuses writes to another account', async () => {
    expect(await call('PUT', '/v2/users/u-collector/basic', { bio: 'x' }, 'not-a-token')).toMatchObject({ status: 401, text: 'Unauthorized' });
    await db.query("INSERT INTO auth_tokens (token, user_key, expires_at) VALUES ('expired', 'u-collector', now() - interval '1 minute')");
    expect(await call('PUT', '/v2/users/u-collector/basic', { bio: 'x' }, 'expired')).toMatchObject({ status: 401, text: 'Unauthorized' });
    const newbie = await login('newbie@example.com', 'password123');
    expect((await call('PUT', '/v2/users/u-collector/basic', { bio: 'x' }, newbie)).status).toBe(403);
  });

  it('updates basic info and socials with the outgoing field names', async () => {
    const token = await login('collector@example.com', 'password123');
    const basic = await call(
      'PUT',
      '/v2/users/u-collector/basic',
      { firstname: 'Casey', lastname: 'C', username: 'collector', bio: 'New bio', location: 'Perth' },
      token,
    );
    expect(basic.json.user).toMatchObject({ lastname: 'C', bio: 'New bio', location: 'Perth' });
    const socials = await call('PUT', '/v2/users/u-collector/socials', { social_discord: 'casey#1', social_facebook: 'https://facebook.com/c' }, token);
    expect(socials.json.user).toMatchObject({ social_discord: 'casey#1', social_facebook: 'https://facebook.com/c' });
    expect((await call('PUT', '/v2/users/u-collector/basic', { bio: 'x'.repeat(501) }, token)).status).toBe(400);
  });

  it('uploads a png avatar as form data and serves it; refuses other types', async () => {
    const token = await login('collector@example.com', 'password123');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077533800000000', 'hex');
    const form = new FormData();
    form.set('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${api}/users/u-collector/avatar`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    const { user } = await res.json();
    const served = await fetch(user.avatar.original.replace('http://127.0.0.1:0', api));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const gif = new FormData();
    gif.set('avatar', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'me.gif');
    const bad = await fetch(`${api}/users/u-collector/avatar`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: gif });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Only png or jpeg images are accepted' });
  });

  it('resets a forgotten password with the mailed code', async () => {
    expect((await call('PUT', '/users/forgotpassword', { email: 'newbie@example.com' })).status).toBe(200);
    const [mail] = (await call('GET', '/__sandbox/outbox?email=newbie@example.com')).json;
    expect((await call('PUT', '/users/resetpassword', { email: 'newbie@example.com', code: mail.code, password: 'fresh-pass' })).status).toBe(200);
    expect(await login('newbie@example.com', 'fresh-pass')).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('PUT', '/users/resetpassword', { email: 'newbie@example.com', code: mail.code, password: 'again-and-again' })).status).toBe(400);
  });

  it('refuses a client after its 5 wrong codes, while the owner elsewhere still uses the code; asking again mails the same code', async () => {
    await call('PUT', '/users/forgotpassword', { email: 'collector@example.com' });
    const [mail] = (await call('GET', '/__sandbox/outbox?email=collector@example.com')).json;
    const wrong = mail.code === '000000' ? '000001' : '000000';
    const reset = (code: string, client: string) =>
      call('PUT', '/users/resetpassword', { email: 'collector@example.com', code, password: 'guessed-pass' }, undefined, client);
    for (let i = 0; i < 5; i++) expect((await reset(wrong, '198.51.100.1')).status).toBe(400);
    expect((await reset(mail.code, '198.51.100.1')).status).toBe(400);
    // The attacker asking again does not replace the owner's code.
    await call('PUT', '/users/forgotpassword', { email: 'collector@example.com' }, undefined, '198.51.100.1');
    const [again] = (await call('GET', '/__sandbox/outbox?email=collector@example.com')).json;
    expect(again.code).toBe(mail.code);
    const owner = await call(
      'PUT',
      '/users/resetpassword',
      { email: 'collector@example.com', code: mail.code, password: 'password123' },
      undefined,
      '198.51.100.2',
    );
    expect(owner.status).toBe(200);
  });

  it('keeps a new address pending until its code comes back, and gives it to its owner if they register first', async () => {
    const token = await login('collector@example.com', 'password123');
    expect((await call('PUT', '/v2/users/u-collector/basic', { email: 'victim@example.com' }, token)).json.user.email).toBe('collector@example.com');
    // The owner of victim@ registers it, and its code is theirs.
    expect(
      (await call('POST', '/users/', { firstname: 'V', lastname: 'V', username: 'victim', email: 'victim@example.com', password: 'victim-pass' })).status,
    ).toBe(201);
    const [toVictim] = (await call('GET', '/__sandbox/outbox?email=victim@example.com')).json;
    expect((await call('POST', `/users/verify/email?email=victim@example.com&code=${toVictim.code}`)).status).toBe(200);
    expect((await call('GET', '/users/u-collector', undefined, token)).json.email).toBe('collector@example.com');
    // Another address joins once its code comes back.
    const staged = await call('PUT', '/users/u-collector/email', { email: 'someone-else@example.com' }, token);
    expect(staged.json.user).toMatchObject({ email: 'collector@example.com', email_verified: true });
    const [toOther] = (await call('GET', '/__sandbox/outbox?email=someone-else@example.com')).json;
    expect((await call('POST', `/users/verify/email?email=someone-else@example.com&code=${toOther.code}`)).status).toBe(200);
    expect((await call('GET', '/users/u-collector', undefined, token)).json).toMatchObject({ email: 'someone-else@example.com', email_verified: true });
  });

  it('expires a code after 30 minutes of sandbox time', async () => {
    await call('PUT', '/users/forgotpassword', { email: 'collector@example.com' });
    const [mail] = (await call('GET', '/__sandbox/outbox?email=collector@example.com')).json;
    await call('POST', '/__sandbox/time', { advance: 31 * 60 });
    try {
      expect((await call('PUT', '/users/resetpassword', { email: 'collector@example.com', code: mail.code, password: 'late' })).status).toBe(400);
    } finally {
      await call('POST', '/__sandbox/time', { advance: -31 * 60 });
    }
  });
});

describe('wallet sign-in', () => {
  it('checks the signature over its own nonce text only: a wrapped message carrying the nonce is refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const { json } = await call('POST', '/v2/users/wallet/connect', { wallet_address: account.address });
    const wrapped = `localhost:3000 wants you to sign in with your Ethereum account:\n${account.address}\n\n${json.nonce_text}`;
    expect(
      (await call('POST', '/v2/users/wallet/login', { wallet_address: account.address, signature: await account.signMessage({ message: wrapped }) })).status,
    ).toBe(401);
  });

  it('creates a user for a new wallet and logs in with a real signature of the nonce, once', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const { json } = await call('POST', '/v2/users/wallet/connect', { wallet_address: account.address });
    expect(json.nonce_text).toContain(account.address);
    const signature = await account.signMessage({ message: json.nonce_text });

    const wrong = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: json.nonce_text });
    expect(await call('POST', '/v2/users/wallet/login', { wallet_address: account.address, signature: wrong })).toMatchObject({
      status: 401,
      json: { error: 'Invalid signature' },
    });

    const ok = await call('POST', '/v2/users/wallet/login', { wallet_address: account.address, signature });
    expect(ok.status).toBe(200);
    expect(ok.json.wallet_address).toBe(account.address);
    expect(ok.json.user.wallet_address).toBe(account.address.toLowerCase());
    expect((await call('GET', `/users/${ok.json.user.key}`, undefined, ok.json.token)).status).toBe(200);
    // The nonce is spent.
    expect((await call('POST', '/v2/users/wallet/login', { wallet_address: account.address, signature })).status).toBe(400);
  });

  it('answers an outstanding nonce again to every asker, and a new one once it is used or an hour old', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const ask = async () => (await call('POST', '/v2/users/wallet/connect', { wallet_address: account.address })).json.nonce_text as string;
    const first = await ask();
    expect(await ask()).toBe(first);
    expect(await ask()).toBe(first);
    const signature = await account.signMessage({ message: first });
    expect((await call('POST', '/v2/users/wallet/login', { wallet_address: account.address, signature })).status).toBe(200);
    const second = await ask();
    expect(second).not.toBe(first);
    await db.query("UPDATE users SET nonce_issued = nonce_issued - interval '61 minutes' WHERE wallet_address = $1", [account.address.toLowerCase()]);
    const old = await call('POST', '/v2/users/wallet/login', { wallet_address: account.address, signature: await account.signMessage({ message: second }) });
    expect(old).toMatchObject({ status: 400, json: { error: 'The nonce has expired, request a new one' } });
    expect(await ask()).not.toBe(second);
  });

  it('signs the demo collector in by its devnet wallet', async () => {
    const { json } = await call('POST', '/v2/users/wallet/connect', { wallet_address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f' });
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE wallet_address = lower('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f')",
    );
    expect(rows[0].n).toBe(1);
    expect(json.nonce_text).toMatch(/Nonce: [0-9a-f]{32}/);
  });
});

describe('operations that act for a user', () => {
  const walletUser = async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const { json } = await call('POST', '/v2/users/wallet/connect', { wallet_address: account.address });
    const ok = await call('POST', '/v2/users/wallet/login', {
      wallet_address: account.address,
      signature: await account.signMessage({ message: json.nonce_text }),
    });
    return { address: account.address, token: ok.json.token as string };
  };
  const shipping = (wallet: string) => ({ ...shippingForm(), wallet_address: wallet });

  it('take the user from the token, never from a wallet named in the body', async () => {
    const victim = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
    const attacker = await walletUser();
    expect(await call('POST', '/layers/shipping', shipping(victim))).toMatchObject({ status: 401, text: 'Unauthorized' });
    expect((await call('POST', '/layers/shipping', shipping(victim), attacker.token)).status).toBe(403);
    const verify = { code: 'c', redirect_url: 'http://localhost:3000/oauth/verify', wallet_address: victim, code_verifier: 'v' };
    expect(await call('POST', '/discord/verify', verify)).toMatchObject({ status: 401, text: 'Unauthorized' });
    expect((await call('POST', '/discord/verify', verify, attacker.token)).status).toBe(403);
    const subscription = {
      discord_id: '100000000000000001',
      wallet_address: victim,
      duration: 3,
      signature: `0x${'ab'.repeat(65)}`,
      message: 'synthia_3_months_1700000000',
    };
    expect(await call('POST', '/synthia/subscription', subscription)).toMatchObject({ status: 401, text: 'Unauthorized' });
    expect((await call('POST', '/synthia/subscription', subscription, attacker.token)).status).toBe(403);
    // Its own wallet, but a Discord account it never linked.
    expect((await call('POST', '/synthia/subscription', { ...subscription, wallet_address: attacker.address }, attacker.token)).status).toBe(403);
    const { rows } = await db.query<{ discord_id: string | null }>(
      "SELECT discord_id FROM users WHERE wallet_address = lower('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f')",
    );
    expect(rows[0].discord_id ?? null).toBeNull();
  });
});

describe('control', () => {
  it('reset restores the seeded rows and the chain', async () => {
    await db.query("UPDATE artists SET name = 'Changed' WHERE nav_key = 'vhils'");
    const before = chainResets;
    expect((await call('POST', '/__sandbox/reset')).json).toEqual({ ok: true });
    expect((await call('GET', '/artists/vhils')).json.name).toBe('Vhils');
    expect(chainResets).toBe(before + 1);
    expect((await call('GET', '/__sandbox/contracts')).json).toEqual({ BlackFeather: '0x5FbDB2315678afecb367f032d93F642f64180aa3' });
  });
});

describe('the sandbox clock', () => {
  it('moves the stand-in and the chain together: an upcoming drop opens, and a reset returns to real time', async () => {
    const upcoming = (await call('GET', '/drops/upcoming?pagesize=50')).json.items as Array<{ key: string; release_date: string }>;
    expect(upcoming.length).toBeGreaterThan(0);
    const first = upcoming[0];
    const at = new Date(Date.parse(first.release_date) + 1000).toISOString();

    const moved = await call('POST', '/__sandbox/time', { at });
    // The stand-in's clock runs on from `at`: within a second of it when the answer comes.
    const drift = Date.parse(moved.json.now) - Date.parse(at);
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(1000);
    expect(moved.json.blockTimestamp).toBe(Math.floor(Date.parse(at) / 1000));
    const after = (await call('GET', '/drops/upcoming?pagesize=50')).json.items.map((d: { key: string }) => d.key);
    expect(after).not.toContain(first.key);

    await call('POST', '/__sandbox/reset');
    const again = (await call('GET', '/drops/upcoming?pagesize=50')).json.items.map((d: { key: string }) => d.key);
    expect(again).toContain(first.key);
    expect(Math.abs(Date.parse((await call('GET', '/__sandbox/time')).json.now) - Date.now())).toBeLessThan(5000);
  });

  it('refuses a time it cannot read', async () => {
    expect((await call('POST', '/__sandbox/time', { at: 'soon' })).status).toBe(400);
    expect((await call('POST', '/__sandbox/time', {})).status).toBe(400);
  });
});

describe('raffles and auctions', () => {
  const COLLECTOR = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
  const HAND = itemKey('shintaro-desiccation', 'Hand');

  it('takes an entry only inside the draw window on its own clock, from a verified user, once', async () => {
    const collector = await login('collector@example.com', 'password123');
    expect((await call('POST', '/raffles/apply', { key: HAND })).status).toBe(401);
    // Now (after February 2022) the draw is closed.
    expect(await call('POST', '/raffles/apply', { key: HAND }, collector)).toMatchObject({ status: 400, json: { error: 'The draw is not open' } });

    await call('POST', '/__sandbox/time', { at: '2022-02-13T10:00:00+11:00' });
    try {
      const collectorNow = await login('collector@example.com', 'password123');
      const newbieNow = await login('newbie@example.com', 'password123');
      expect(await call('POST', '/raffles/apply', { key: HAND }, newbieNow)).toMatchObject({ status: 403, json: { error: 'Please verify your email' } });
      expect(await call('POST', '/raffles/apply', { key: itemKey('shintaro-desiccation', 'Lock Eyes') }, collectorNow)).toMatchObject({ status: 404 });
      expect(await call('POST', '/raffles/apply', { key: HAND }, collectorNow)).toMatchObject({
        status: 200,
        json: { product_key: HAND, wallet_address: COLLECTOR },
      });
      expect(await call('POST', '/raffles/apply', { key: HAND }, collectorNow)).toMatchObject({ status: 409, json: { error: 'Already entered' } });
      const entries = await call('GET', `/raffles/entries?wallet_address=${COLLECTOR.toLowerCase()}&pagesize=200&pageindex=1`);
      expect(entries.json.items.map((e: { product_key: string }) => e.product_key)).toEqual([HAND]);
      expect((await call('GET', '/raffles/entries?wallet_address=nope')).status).toBe(400);
    } finally {
      await call('POST', '/__sandbox/time', { at: new Date().toISOString() });
    }
  });

  it('opens the Eve items’ June 2022 draw at 18:00 -04:00 on 2 June, for 24 hours', async () => {
    const collector = await login('collector@example.com', 'password123');
    const CROWD = itemKey('theeveofrevolution', 'Crowd');
    try {
      await call('POST', '/__sandbox/time', { at: '2022-06-02T17:59:59-04:00' });
      expect(await call('POST', '/raffles/apply', { key: CROWD }, collector)).toMatchObject({ status: 400, json: { error: 'The draw is not open' } });
      await call('POST', '/__sandbox/time', { at: '2022-06-03T17:59:00-04:00' });
      expect(await call('POST', '/raffles/apply', { key: itemKey('theeveofrevolution', 'Floating') }, collector)).toMatchObject({ status: 404 });
      expect(await call('POST', '/raffles/apply', { key: CROWD }, collector)).toMatchObject({ status: 200, json: { product_key: CROWD } });
      await call('POST', '/__sandbox/time', { at: '2022-06-03T18:00:00-04:00' });
      expect(await call('POST', '/raffles/apply', { key: itemKey('theeveofrevolution', 'Barricade') }, collector)).toMatchObject({ status: 400 });
    } finally {
      await call('POST', '/__sandbox/time', { at: new Date().toISOString() });
    }
  });

  it('takes a notification request from a verified user for their own e-mail, once per drop', async () => {
    const collector = await login('collector@example.com', 'password123');
    const newbie = await login('newbie@example.com', 'password123');
    const body = { email: 'collector@example.com', drop_key: 'night-walls' };
    expect((await call('POST', '/notifications', body)).status).toBe(401);
    expect(await call('POST', '/notifications', { email: 'newbie@example.com', drop_key: 'night-walls' }, newbie)).toMatchObject({
      status: 403,
      json: { error: 'Please verify your email' },
    });
    expect((await call('POST', '/notifications', { ...body, email: 'someone@example.com' }, collector)).status).toBe(400);
    expect((await call('POST', '/notifications', { ...body, drop_key: 'no-such-drop' }, collector)).status).toBe(404);
    const first = await call('POST', '/notifications', body, collector);
    expect(first).toMatchObject({ status: 200, json: { key: expect.stringMatching(/^n-/) } });
    expect((await call('POST', '/notifications', body, collector)).json.key).toBe(first.json.key);
  });

  it('pages the bid history of the ended Aquarium auction, newest first', async () => {
    const q =
      'filter_type=item_bidded&filter_auction_item.token_id=0&filter_auction_item.contract_address=0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9&filter_auction_item.salt=aquarium-2022';
    const first = await call('GET', `/auctions?${q}&pageindex=1&pagesize=6&sort_block_number=desc`);
    expect(first.json).toMatchObject({ current_page: 1, has_next_page: true, total_count: 17 });
    expect(first.json.items).toHaveLength(6);
    expect(first.json.items[0].bid_info).toMatchObject({ new_amount: '28.88', old_amount: '25' });
    const last = await call('GET', `/auctions?${q}&pageindex=3&pagesize=6&sort_block_number=desc`);
    expect(last.json).toMatchObject({ has_next_page: false });
    expect(last.json.items.at(-1).bid_info).toMatchObject({ new_amount: '0.2', old_bidder: null });
    expect((await call('GET', '/auctions?filter_type=item_bidded')).status).toBe(400);
  });
});

describe('the tethered whitelist', () => {
  const COLLECTOR = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
  const NINE = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
  const TETHERED = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';

  it('answers a wallet’s claim data and the entry at its index, signed by the platform signer for that wallet and editions', async () => {
    const { encodeAbiParameters, keccak256, recoverMessageAddress } = await import('viem');
    const { PLATFORM_SIGNER } = await import('../accounts');
    const data = await call('GET', `/whitelist-snipe1?wallet_address=${COLLECTOR.toLowerCase()}`);
    expect(data).toMatchObject({ status: 200, json: { token_id: 17, hash: expect.stringMatching(/^0x[0-9a-f]{130}$/) } });
    const entry = await call('GET', '/whitelist-snipe1/17');
    expect(entry.json).toEqual({ address: COLLECTOR, allocated: 1, hash: data.json.hash });
    expect((await call('GET', '/whitelist-snipe1/40')).json).toMatchObject({ address: NINE, allocated: 2 });

    const digest = keccak256(
      encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }],
        [31337n, TETHERED, COLLECTOR, 17n, 1n],
      ),
    );
    expect(await recoverMessageAddress({ message: { raw: digest }, signature: data.json.hash })).toBe(PLATFORM_SIGNER.address);
  });

  it('answers 404 off the list and 400 for a bad address or index', async () => {
    expect(await call('GET', '/whitelist-snipe1?wallet_address=0x14dC79964da2C08b23698B3D3cc7Ca32193d9955')).toMatchObject({
      status: 404,
      json: { error: 'Not on the whitelist' },
    });
    expect((await call('GET', '/whitelist-snipe1?wallet_address=nope')).status).toBe(400);
    expect((await call('GET', '/whitelist-snipe1/18')).status).toBe(404);
    expect((await call('GET', '/whitelist-snipe1/0')).status).toBe(400);
    expect((await call('GET', '/whitelist-snipe1/abc')).status).toBe(400);
  });
});

describe('membership applications', () => {
  it('takes an application once per e-mail, checking the access-request rules', async () => {
    const ok = { name: 'Ada', email: 'Ada@Example.com', social_link: 'https://instagram.com/ada' };
    expect(await call('POST', '/subscribers/', ok)).toMatchObject({ status: 200, json: { email: 'ada@example.com' } });
    expect(await call('POST', '/subscribers/', ok)).toMatchObject({ status: 409 });
    expect((await call('POST', '/subscribers/', { ...ok, email: 'b@example.com', social_link: 'ab' })).status).toBe(400);
    expect((await call('POST', '/subscribers/', { ...ok, email: 'c@example.com', reason: 'too short' })).status).toBe(400);
    expect((await call('POST', '/subscribers/', { ...ok, email: 'nope' })).status).toBe(400);
    expect((await call('POST', '/subscribers/', { ...ok, name: '' })).status).toBe(400);
    expect((await call('POST', '/subscribers/', { ...ok, email: 'd@example.com', reason: 'Because I collect films.' })).status).toBe(200);
    const held = await call('GET', '/__sandbox/membership-applications');
    expect(held.json.items).toEqual([
      { name: 'Ada', email: 'ada@example.com', social_link: 'https://instagram.com/ada', reason: null },
      { name: 'Ada', email: 'd@example.com', social_link: 'https://instagram.com/ada', reason: 'Because I collect films.' },
    ]);
  });
});

describe('the members’ posts (GET /nft-products)', () => {
  type Post = { key: string; description: string; picture: string; attributes: Record<string, string | number | null> };
  const posts = async (q: string) =>
    (await call('GET', `/nft-products?${q}`)).json as { items: Post[]; total_count: number; has_next_page: boolean; current_page: number };

  it('holds 4,444 posts with the attributes of drop-pages §3, 20 to a page by default', async () => {
    const first = await posts('');
    expect(first.total_count).toBe(4444);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].attributes).toMatchObject({ token_no: 1, post_no: 1, post_tagged_user: '@lushsux' });
    expect(Object.keys(first.items[0].attributes)).toEqual(
      expect.arrayContaining([
        'post_category',
        'post_date',
        'post_likes_count',
        'post_comments_count',
        'caption_word_count',
        'caption_letter_count',
        'post_content_1',
        'post_url',
      ]),
    );
    expect(first.items[0].picture).toMatch(/^http:\/\/.+\/images\/post-1\.png/);
  });

  it('sorts by one of likes, comments or post id, either way, and refuses two at once', async () => {
    const likes = (await posts('sort_likes=desc&pagesize=50')).items.map((p) => Number(p.attributes.post_likes_count));
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const comments = (await posts('sort_comments=asc&pagesize=50')).items.map((p) => Number(p.attributes.post_comments_count));
    expect(comments).toEqual([...comments].sort((a, b) => a - b));
    expect((await posts('sort_post_id=desc')).items[0].attributes.post_no).toBe(4444);
    expect((await call('GET', '/nft-products?sort_likes=desc&sort_comments=asc')).status).toBe(400);
  });

  it('filters by type, category and content tag, together, and answers an empty page for no match', async () => {
    const video = await posts('filter_type=Video&filter_category=Mural&pagesize=100');
    expect(video.total_count).toBeGreaterThan(0);
    expect(video.items.every((p) => p.attributes.post_type === 'Video' && p.attributes.post_category === 'Mural')).toBe(true);
    const pepe = await posts('filter_content=Pepe&pagesize=100');
    expect(pepe.items.every((p) => [p.attributes.post_content_1, p.attributes.post_content_2, p.attributes.post_content_3].includes('Pepe'))).toBe(true);
    expect(await posts('filter_content=Nobody')).toMatchObject({ items: [], total_count: 0, has_next_page: false });
    expect((await posts('filter_type=Video&filter_category=Repost')).total_count).toBe(0);
  });

  it('pages on: page 3 of 10 follows the first 20', async () => {
    const twenty = (await posts('sort_post_id=asc&pagesize=20')).items.map((p) => p.key);
    const next = (await posts('sort_post_id=asc&pagesize=10&pageindex=3')).items.map((p) => p.key);
    expect(twenty.at(-1)).toBe('post-20');
    expect(next[0]).toBe('post-21');
  });
});
