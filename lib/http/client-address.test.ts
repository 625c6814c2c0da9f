import assert from 'node:assert/strict';
import { normalizeAddress } from './client-address.mjs';

test('IPv4 without mapping or port', () => {
  assert.equal(normalizeAddress('::ffff:203.0.113.7'), '203.0.113.7');
  assert.equal(normalizeAddress('203.0.113.7:51234'), '203.0.113.7');
  assert.equal(normalizeAddress(' 203.0.113.7 '), '203.0.113.7');
});

test('IPv6 by its /64, however it is written', () => {
  const key = '2001:db8:1:2::/64';
  assert.equal(normalizeAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), key);
  assert.equal(normalizeAddress('2001:0db8:0001:0002::1'), key);
  assert.equal(normalizeAddress('[2001:db8:1:2::99]:443'), key);
  assert.notEqual(normalizeAddress('2001:db8:1:3::1'), key);
  assert.equal(normalizeAddress('::1'), '0:0:0:0::/64');
});
