/** The types of lib/http/client-address.mjs (plain JavaScript: server.mjs runs it without a build). */
export declare function normalizeAddress(raw: unknown): string;
