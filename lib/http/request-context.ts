/**
 * The per-request context `server.mjs` opens around every request. The platform client marks it
 * when the platform is unavailable, so a page that fails for that reason answers 503, not 500.
 * Without the custom server (next dev, unit tests) there is no context and marking does nothing.
 */
export type RequestContext = { platformUnavailable: boolean; clientIp?: string };

const REQUEST_CONTEXT = Symbol.for('drp.request-context');

type ContextStorage = { getStore(): RequestContext | undefined };

function currentContext(): RequestContext | undefined {
  return (globalThis as { [REQUEST_CONTEXT]?: ContextStorage })[REQUEST_CONTEXT]?.getStore();
}

/** Records that the platform failed upstream while serving the current request. */
export function markPlatformUnavailable(): void {
  const context = currentContext();
  if (context) context.platformUnavailable = true;
}

/** The client address `server.mjs` determined for the current request (undefined without it). */
export function currentClientIp(): string | undefined {
  return currentContext()?.clientIp;
}
