import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import * as S from './schemas';
import { notificationSchema } from './drops';
import { collectionSchema, decryptedTearSchema, layerMetadataSchema, tearDataSchema } from './layers';
import {
  discordTokensSchema,
  subscriptionSchema,
  filmPictureSchema,
  synthiaPrerevealSchema,
  synthiaRevealedSchema,
  synthiaSignatureSchema,
  synthiaWhitelistSchema,
} from './synthia';
import { listOf, walletNonceSchema } from './users';

// Every field a schema reads must be in platform-api.yaml's response, of an accepted type, required if we require it.
type Json = Record<string, unknown>;
const contract = parse(readFileSync(path.join(__dirname, 'platform-api.yaml'), 'utf8')) as Json;

const paged = S.pagedSchema;
const READS: Array<[method: string, path: string, schema: z.ZodType]> = [
  ['post', '/users/login', S.authResultSchema],
  ['post', '/v2/users/wallet/connect', walletNonceSchema],
  ['post', '/v2/users/wallet/login', S.authResultSchema],
  ['get', '/users/{key}', S.userSchema],
  ['get', '/users/{key}/products/owned', listOf(S.ownedTokensSchema)],
  ['get', '/users/{key}/item/owned', listOf(S.ownedItemSchema)],
  ['get', '/site/settings', S.siteSettingsSchema],
  ['get', '/drops', paged(S.dropSchema)],
  ['get', '/drops/past', paged(S.dropSchema)],
  ['get', '/drops/upcoming', paged(S.dropSchema)],
  ['get', '/drops/features', paged(S.dropSchema)],
  ['get', '/drops/{key}', S.dropSchema],
  ['get', '/drops/contract/{address}', S.dropSchema],
  ['get', '/product/item/{key}', S.productDetailSchema],
  ['get', '/products/market', paged(S.productDetailSchema)],
  ['get', '/products/market/related/{key}', paged(S.productDetailSchema)],
  ['get', '/products/market/{key}/owners', paged(S.productOwnerSchema)],
  ['get', '/nft-products', paged(S.postNftSchema)],
  ['get', '/artists', paged(S.artistSchema)],
  ['get', '/artists/{key}', S.artistSchema],
  ['get', '/articles', paged(S.articleSchema)],
  ['get', '/articles/{key}', S.articleSchema],
  ['get', '/auctions', paged(S.bidRecordSchema)],
  ['post', '/notifications', notificationSchema],
  ['get', '/whitelist-snipe1', S.snipeClaimSchema],
  ['get', '/whitelist-snipe1/{index}', S.whitelistEntrySchema],
  ['get', '/raffles/entries', paged(S.raffleEntrySchema)],
  ['get', '/opensea/collections/{id}', collectionSchema],
  ['get', '/synthia/whitelist/{address}', synthiaWhitelistSchema],
  ['post', '/synthia/whitelist/signature', synthiaSignatureSchema],
  ['get', '/synthia/subscription', subscriptionSchema],
  ['get', '/synthia/revealed', synthiaRevealedSchema],
  ['get', '/synthia/prereveal', synthiaPrerevealSchema],
  ['get', '/synthia/pfp/{id}', filmPictureSchema],
  ['post', '/discord/verify', discordTokensSchema],
  ['get', '/layers/tears', tearDataSchema],
  ['post', '/layers/tears/decrypt', decryptedTearSchema],
  ['get', '/layers/metadata/{tokenId}', layerMetadataSchema],
  ['get', '/assets/{contract}/{id}', S.assetMetadataSchema],
  ['get', '/users/{key}/transactions', paged(S.transactionSchema)],
  ['get', '/transactions/{id}', S.transactionSchema],
];

function resolve(schema: unknown): Json {
  let s = (schema ?? {}) as Json;
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
    s = (s.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, part) => (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')], contract) as Json;
  }
  return s;
}

function variants(schema: unknown): Json[] {
  const s = resolve(schema);
  if (Array.isArray(s.allOf)) {
    const merged: Json = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf.map(resolve)) {
      Object.assign(merged.properties as Json, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[]) ?? []));
    }
    return [merged];
  }
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (union) return union.flatMap(variants);
  return [s];
}

function typesOf(schema: unknown): Set<string> {
  const out = new Set<string>();
  for (const v of variants(schema)) {
    if (v.type === undefined)
      out.add(v.properties ? 'object' : v.items ? 'array' : v.enum || v.const !== undefined ? typeof ((v.enum as unknown[])?.[0] ?? v.const) : 'any');
    else for (const t of [v.type].flat() as string[]) out.add(t);
  }
  return out;
}

const accepts = (zod: Set<string>, t: string) => zod.has('any') || zod.has(t) || (t === 'integer' && zod.has('number'));
const ofType = (schema: unknown, t: string) =>
  variants(schema).find((v) => [v.type].flat().includes(t) || (t === 'object' && v.properties) || (t === 'array' && v.items));

function compare(site: unknown, platform: unknown, at: string, problems: string[]): void {
  const platformTypes = typesOf(platform);
  const siteTypes = typesOf(site);
  if (!platformTypes.has('any')) {
    for (const t of platformTypes) if (!accepts(siteTypes, t)) problems.push(`${at}: the contract allows ${t}, which the site refuses`);
  }
  const siteObject = ofType(site, 'object');
  const platformObject = ofType(platform, 'object');
  if (siteObject?.properties && platformObject) {
    const props = (platformObject.properties ?? null) as Json | null;
    const required = new Set((platformObject.required as string[]) ?? []);
    for (const [name, schema] of Object.entries(siteObject.properties as Json)) {
      const where = `${at}.${name}`;
      if (!props) continue;
      if (!(name in props)) {
        problems.push(`${where}: the site reads a field the contract does not have`);
        continue;
      }
      if (((siteObject.required as string[]) ?? []).includes(name) && !required.has(name))
        problems.push(`${where}: the site requires a field the contract makes optional`);
      compare(schema, props[name], where, problems);
    }
  }
  if (siteObject?.additionalProperties && platformObject?.additionalProperties && typeof platformObject.additionalProperties === 'object') {
    compare(siteObject.additionalProperties, platformObject.additionalProperties, `${at}[*]`, problems);
  }
  const siteArray = ofType(site, 'array');
  const platformArray = ofType(platform, 'array');
  if (siteArray?.items && platformArray?.items) compare(siteArray.items, platformArray.items, `${at}[]`, problems);
}

function responseSchema(method: string, route: string): unknown {
  const op = ((contract.paths as Json)[route] as Json | undefined)?.[method] as Json | undefined;
  if (!op) return undefined;
  const ok = resolve((op.responses as Json)['200'] ?? (op.responses as Json)['201']);
  return ((ok.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
}

describe('the site’s response schemas agree with the platform contract', () => {
  it.each(READS)('%s %s', (method, route, schema) => {
    const platform = responseSchema(method, route);
    expect(platform).toBeDefined();
    const problems: string[] = [];
    compare(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), platform, 'response', problems);
    expect(problems).toEqual([]);
  });

  it('fails on a disagreement (the check can fail)', () => {
    const problems: string[] = [];
    const site = z.toJSONSchema(z.object({ key: z.string(), block_number: z.number() }), { io: 'input' });
    compare(site, { type: 'object', required: ['key'], properties: { key: { type: ['string', 'null'] } } }, 'response', problems);
    expect(problems).toEqual([
      'response.key: the contract allows null, which the site refuses',
      'response.block_number: the site reads a field the contract does not have',
    ]);
  });
});
