/** The types of lib/http/security-headers.mjs (plain JavaScript: server.mjs runs it without a build). */
export type CspSources = { connect: string[]; img: string[]; media: string[]; frame: string[] };
export declare function isFrameworkScript(body: string): boolean;
export declare function isPerRequestPage(cacheControl: string | null | undefined): boolean;
export declare function newNonceSource(): string;
export declare function streamedScriptSources(nonceSource: string): string[];
export declare function withoutNonces(html: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function cspSources(env: Record<string, string | undefined>): CspSources;
export declare function pagePolicy(options: { scriptHashes: readonly string[]; sources: CspSources; strict: boolean }): string;
export declare function openerPolicy(pathname: string): string;
export declare const RESOURCE_POLICY: string;
export declare function baseHeaders(options: { strict: boolean }): Record<string, string>;
export function resourcePolicy(pathname: string): 'same-origin' | 'cross-origin';
