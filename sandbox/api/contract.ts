import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Document, Operation } from 'openapi-backend';
import { parse } from 'yaml';

/**
 * The platform contract (lib/platform/platform-api.yaml) as the stand-in's guard: every request the
 * site sends is matched to a documented operation and validated (path, query parameters by name,
 * body), and every JSON answer is validated against the operation's response schema, so the
 * stand-in cannot drift from the spec's calls. What does not fit is answered loudly (404/422/500
 * with the reason) and kept in the run's record, which the e2e suite's last test lists.
 */
export const CONTRACT_PATH = path.join(__dirname, '../../lib/platform/platform-api.yaml');

/** Paths the stand-in serves as other hosts: Discord, the mailing-list provider, the assets host (and the favicon a browser asks any host for). */
const OTHER_HOSTS = [
  /^\/favicon\.ico$/,
  /^\/discord\/(api|oauth2)\//,
  /^\/mailing-list\//,
  /^\/(images|videos|files)\//,
  /^\/nfts\/[^/]+\/images\//,
  /^\/layers\/(images|uri)\//,
];

export function isPlatformPath(pathname: string): boolean {
  return !pathname.startsWith('/__sandbox/') && !OTHER_HOSTS.some((re) => re.test(pathname));
}

export type ContractCall = { method: string; path: string; query: string[]; operationId: string | null };
export type ContractViolation = ContractCall & { problem: string };

export type ContractGuard = {
  /** The operation a request is, or the reason it is outside the contract (with the status to answer). */
  checkRequest(req: {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: Record<string, string | string[] | undefined>;
    json: unknown;
    isJson: boolean;
  }): { operation: Operation; call: ContractCall } | { status: number; problem: string; call: ContractCall };
  /** The reason a 2xx JSON answer is outside the operation's response schema, or null. */
  checkResponse(operation: Operation, status: number, body: unknown): string | null;
  /** Every call seen (method + operation + parameter names, once each) and every violation. */
  record: { calls: Map<string, ContractCall>; violations: ContractViolation[] };
};

/** Whether an operation is a declared extension (the spec names it without a path, or not at all). */
export function isExtension(operation: Operation): boolean {
  return typeof (operation as { 'x-extension'?: unknown })['x-extension'] === 'string';
}

type SchemaNode = {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  'x-extension'?: unknown;
};

/**
 * A response as a platform that implements only the spec's calls would give it: every property the
 * contract marks `x-extension` is left out, at any depth (the schema as dereferenced by the guard).
 */
export function withoutExtensionFields(schema: SchemaNode | undefined, value: unknown): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return schema.items ? value.map((v) => withoutExtensionFields(schema.items, v)) : value;
  const branches = [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const branch of branches) {
    for (const [name, property] of Object.entries(branch.properties ?? {})) {
      if (!Object.hasOwn(out, name)) continue;
      if (typeof property['x-extension'] === 'string') delete out[name];
      else out[name] = withoutExtensionFields(property, out[name]);
    }
  }
  return out;
}

/** Whether the operation requires a credential: a `security` that does not list `{}` (no credential) among its options. */
export function needsCredential(operation: Operation): boolean {
  const security = operation.security as Array<Record<string, unknown>> | undefined;
  return Boolean(security?.length) && !security!.some((option) => Object.keys(option).length === 0);
}

/** The JSON schema of an operation's answer with this status (the `default` answer if none is declared for it). */
export function responseSchema(operation: Operation, status: number): SchemaNode | undefined {
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: SchemaNode }> }>;
  return (responses[String(status)] ?? responses.default)?.content?.['application/json']?.schema;
}

export function loadContractDocument(): Record<string, unknown> {
  return parse(readFileSync(CONTRACT_PATH, 'utf8')) as Record<string, unknown>;
}

export async function createContractGuard(): Promise<ContractGuard> {
  // Loaded on use: the stand-in's other tests run without the guard (Jest compiles its ESM-only ref parser: jest.config.js).
  const { OpenAPIBackend } = await import('openapi-backend');
  const api = new OpenAPIBackend({
    definition: loadContractDocument() as unknown as Document,
    validate: true,
    strict: false,
    // Validators compiled on first use, the document not checked at start (contract.test.ts checks it).
    quick: true,
    coerceTypes: true,
    ignoreTrailingSlashes: false,
  });
  await api.init();
  const record: ContractGuard['record'] = { calls: new Map(), violations: [] };
  const remember = (call: ContractCall) => record.calls.set(`${call.method} ${call.operationId ?? call.path} ${call.query.join(',')}`, call);

  const errorsOf = (errors: Array<{ instancePath?: string; message?: string; params?: unknown }> | null | undefined) =>
    (errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${e.params ? JSON.stringify(e.params) : ''}`.trim())
      .join('; ');

  return {
    record,
    checkRequest({ method, path: pathname, query, headers, json, isJson }) {
      const queryNames = [...new Set(query.keys())].sort();
      const base = { method, path: pathname, query: queryNames };
      const operation = api.matchOperation({ method, path: pathname, headers: headers as Record<string, string>, query: Object.fromEntries(query) });
      if (!operation) {
        const call = { ...base, operationId: null };
        remember(call);
        record.violations.push({ ...call, problem: 'not in the platform contract' });
        return { status: 404, problem: `${method} ${pathname} is not in the platform contract`, call };
      }
      const call = { ...base, operationId: operation.operationId ?? null };
      remember(call);
      const declared = new Set(
        (operation.parameters as Array<{ in: string; name: string }> | undefined)?.filter((p) => p.in === 'query').map((p) => p.name) ?? [],
      );
      const unknown = queryNames.filter((n) => !declared.has(n));
      if (unknown.length) {
        const problem = `query parameter${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} not in the contract of ${operation.operationId}`;
        record.violations.push({ ...call, problem });
        return { status: 422, problem, call };
      }
      const validation = api.validateRequest(
        { method, path: pathname, headers: headers as Record<string, string>, query: Object.fromEntries(query), body: isJson ? json : undefined },
        operation,
      );
      // Multipart uploads are not validated here: the route reads its own field.
      const aboutBody = (e: { instancePath?: string; params?: unknown }) =>
        String(e.instancePath ?? '').startsWith('/requestBody') || (e.params as { missingProperty?: string } | undefined)?.missingProperty === 'requestBody';
      const errors = (validation.errors ?? []).filter((e) => isJson || !aboutBody(e));
      if (!validation.valid && errors.length) {
        const problem = `request outside the contract of ${operation.operationId}: ${errorsOf(errors)}`;
        record.violations.push({ ...call, problem });
        return { status: 422, problem, call };
      }
      // A refusal, not drift: whoever calls without the credential the operation requires gets the platform's 401 (the stand-in prints it).
      if (needsCredential(operation) && !/^Bearer \S+$/.test(String(headers.authorization ?? ''))) return { status: 401, problem: 'Unauthorized', call };
      return { operation, call };
    },
    checkResponse(operation, status, body) {
      const result = api.validateResponse(body, operation, status);
      if (result.valid) return null;
      const problem = `response outside the contract of ${operation.operationId}: ${errorsOf(result.errors)}`;
      record.violations.push({ method: operation.method.toUpperCase(), path: operation.path, query: [], operationId: operation.operationId ?? null, problem });
      return problem;
    },
  };
}
