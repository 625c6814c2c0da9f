// Opened by server.mjs around each request, so a platform outage answers 503, not 500; absent in next dev and tests.
export type RequestContext = { platformUnavailable: boolean; clientIp?: string };

const REQUEST_CONTEXT = Symbol.for('drp.request-context');

type ContextStorage = { getStore(): RequestContext | undefined };

function currentContext(): RequestContext | undefined {
  return (globalThis as { [REQUEST_CONTEXT]?: ContextStorage })[REQUEST_CONTEXT]?.getStore();
}

export function markPlatformUnavailable(): void {
  const context = currentContext();
  if (context) context.platformUnavailable = true;
}

export function currentClientIp(): string | undefined {
  return currentContext()?.clientIp;
}
