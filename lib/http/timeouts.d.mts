export const HEADERS_TIMEOUT_MS: number;
export const REQUEST_TIMEOUT_MS: number;
export const KEEP_ALIVE_TIMEOUT_MS: number;
export const CHECK_INTERVAL_MS: number;
export function serverTimeouts(): { headersTimeout: number; requestTimeout: number; keepAliveTimeout: number; connectionsCheckingInterval: number };
export declare const MAX_CONNECTIONS: number;
export declare function capConnections<S extends import('node:net').Server>(server: S, max?: number): S;
