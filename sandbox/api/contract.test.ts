import assert from 'node:assert/strict';
import { shippingForm } from './test-forms';
import { createContractGuard, isPlatformPath, loadContractDocument, responseSchema, withoutExtensionFields, type ContractGuard } from './contract';

/** The stand-in's guard: what is outside the platform contract is refused, and recorded. */
let guard: ContractGuard;
beforeAll(async () => {
  guard = await createContractGuard();
});

const get = (path: string, query = '') => guard.checkRequest({ method: 'GET', path, query: new URLSearchParams(query), headers: {}, json: {}, isJson: false });
const post = (path: string, json: unknown) =>
  guard.checkRequest({ method: 'POST', path, query: new URLSearchParams(), headers: { 'content-type': 'application/json' }, json, isJson: true });
const problemOf = (r: ReturnType<typeof get>) => ('problem' in r ? r.problem : null);
const statusOf = (r: ReturnType<typeof get>) => ('status' in r ? r.status : 200);

describe('the platform contract document', () => {
  // The guard starts without checking the document (quick): it is checked here.
  const validate = async (document: Record<string, unknown>) => {
    const { OpenAPIBackend } = await import('openapi-backend');
    const api = new OpenAPIBackend({ definition: document as never, quick: true });
    await api.loadDocument();
    api.validateDefinition();
  };

  it('is a valid OpenAPI document, and the check fails on one that is not', async () => {
    await expect(validate(loadContractDocument())).resolves.toBeUndefined();
    await expect(validate({ ...loadContractDocument(), info: 5 })).rejects.toThrow(/not valid OpenAPI/);
  });
});

describe('the platform contract guard', () => {
  it('takes documented calls with documented parameters', () => {
    assert.equal(problemOf(get('/drops', 'time=past&pagesize=10&pageindex=1')), null);
    assert.equal(problemOf(get('/drops/past')), null);
    assert.equal(problemOf(post('/v2/users/wallet/connect', { wallet_address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f' })), null);
    assert.equal(problemOf(post('/users/', { firstname: 'A', lastname: 'B', username: 'ab', email: 'a@example.com', password: 'password1' })), null);
  });

  it('refuses an operation that acts for a user without its credential (401), without calling it drift', () => {
    const shipping = shippingForm();
    const before = guard.record.violations.length;
    assert.equal(statusOf(post('/layers/shipping', shipping)), 401);
    assert.equal(
      statusOf(post('/discord/verify', { code: 'c', redirect_url: 'http://x/', wallet_address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f' })),
      401,
    );
    const withToken = guard.checkRequest({
      method: 'POST',
      path: '/layers/shipping',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json', authorization: 'Bearer t0ken' },
      json: shipping,
      isJson: true,
    });
    assert.equal(problemOf(withToken), null);
    assert.equal(guard.record.violations.length, before);
  });

  it('lists a credential on every operation that acts for a user or a wallet, and only public reads go without', () => {
    const paths = loadContractDocument().paths as Record<string, Record<string, { operationId?: string; security?: Array<Record<string, unknown>> }>>;
    const open: string[] = [];
    for (const [path, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops)) {
        if (!op.operationId) continue;
        const required = Boolean(op.security?.length) && !op.security!.some((o) => Object.keys(o).length === 0);
        if (!required) open.push(`${method.toUpperCase()} ${path}`);
      }
    // What acts without a user's token proves the user another way (a password, a mailed code, a wallet signature) or acts for no one.
    const writes = open.filter((o) => !o.startsWith('GET '));
    assert.deepEqual(writes.sort(), [
      'POST /email/verify',
      'POST /subscribers/',
      'POST /users/',
      'POST /users/login',
      'POST /users/verify/email',
      'POST /v2/users/wallet/connect',
      'POST /v2/users/wallet/login',
      'PUT /users/forgotpassword',
      'PUT /users/resetpassword',
    ]);
  });

  it('refuses a path the contract does not have (404), an undocumented parameter or body field (422)', () => {
    assert.equal(statusOf(get('/discord/member')), 404);
    assert.equal(problemOf(get('/discord/member')), 'GET /discord/member is not in the platform contract');
    assert.equal(statusOf(get('/drops', 'project=true')), 422);
    assert.match(problemOf(get('/drops', 'project=true')) ?? '', /query parameter project not in the contract/);
    assert.equal(
      statusOf(post('/v2/users/wallet/login', { wallet_address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', signature: '0x00', message: 'x' })),
      422,
    );
    const paths = guard.record.violations.map((v) => v.path);
    for (const p of ['/discord/member', '/drops', '/v2/users/wallet/login']) assert.ok(paths.includes(p), p);
  });

  it('refuses an answer outside the response schema', () => {
    const checked = guard.checkRequest({
      method: 'GET',
      path: '/users/x/transactions',
      query: new URLSearchParams(),
      headers: { authorization: 'Bearer t' },
      json: {},
      isJson: false,
    });
    if (!('operation' in checked)) throw new Error(checked.problem);
    assert.match(guard.checkResponse(checked.operation, 200, { current_page: 1 }) ?? '', /response outside the contract/);
    assert.equal(
      guard.checkResponse(checked.operation, 200, { current_page: 1, total_pages: 1, has_next_page: false, total_count: 0, item_count: 0, items: [] }),
      null,
    );
  });

  it('answers as a spec-only platform without the extension fields: the marketplace figures are left out, the rest kept', () => {
    const checked = get('/opensea/collections/vhils-layers');
    if (!('operation' in checked)) throw new Error(checked.problem);
    const answer = { slug: 'vhils-layers', stats: { floor_price: 0.42, thirty_day_volume: 1, thirty_day_sales: 2, thirty_day_average_price: 0.5 }, traits: {} };
    const plain = withoutExtensionFields(responseSchema(checked.operation, 200), answer);
    assert.deepEqual(plain, { slug: 'vhils-layers', traits: {} });
    assert.equal(guard.checkResponse(checked.operation, 200, plain), null);
    // A schema without extension fields, or an answer that is not an object, passes through unchanged.
    assert.deepEqual(withoutExtensionFields({ properties: { a: {} } }, { a: 1, b: [2] }), { a: 1, b: [2] });
    assert.equal(withoutExtensionFields({ properties: { a: { 'x-extension': 'why' } } }, 'text'), 'text');
    assert.deepEqual(withoutExtensionFields({ items: { properties: { a: { 'x-extension': 'why' } } } }, [{ a: 1, b: 2 }]), [{ b: 2 }]);
  });

  it('leaves the other hosts the stand-in plays alone (Discord, the mailing list, assets)', () => {
    assert.equal(isPlatformPath('/discord/api/users/@me'), false);
    assert.equal(isPlatformPath('/nfts/0xabc/images/main/1.jpg'), false);
    assert.equal(isPlatformPath('/__sandbox/reset'), false);
    assert.equal(isPlatformPath('/discord/verify'), true);
  });
});
