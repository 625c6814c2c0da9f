import { clientIp } from '@/app/_lib/http/client-ip';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { jsonError } from '@/app/_lib/http/json';
import { redisLiveBus } from '@/app/_lib/live-bus';
import { attachLiveBus, isLiveTopic, LIVE_HEARTBEAT_MS, openLiveStream, pollLive } from '@/lib/live/watch';
import { sseMessage } from '@/lib/live/hub';

export const dynamic = 'force-dynamic';

const MAX_TOPICS = 8;
const RETRY_AFTER_S = 30;
/** Messages waiting for a client before its stream is closed. */
const MAX_QUEUED = 256;

/**
 * Server-Sent Events: the live figures of `topics`, as the server's one chain watch sees them.
 * Public chain data only, so no session is read. A reconnect's Last-Event-ID fills in what it missed.
 * Asked with `Accept: application/json`, the latest figures once, for a browser that cannot keep a stream.
 */
export async function GET(req: Request): Promise<Response> {
  attachLiveBus(redisLiveBus);
  const url = new URL(req.url);
  const topics = [...new Set((url.searchParams.get('topics') ?? '').split(',').filter(Boolean))];
  if (topics.length === 0 || topics.length > MAX_TOPICS || !topics.every(isLiveTopic)) return jsonError(400, 'Unknown live topic.');
  const gate = await rateLimit(req, RATE_LIMITS.live);
  if (gate.response) return gate.response;
  if (req.headers.get('accept')?.includes('application/json')) {
    const events = await pollLive(topics);
    return Response.json({ events: events.map(({ topic, figures }) => ({ topic, figures })) }, { headers: { 'cache-control': 'no-store' } });
  }
  const last = Number(req.headers.get('last-event-id') ?? NaN);
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let beat: ReturnType<typeof setInterval> | undefined;
  const send = (chunk: string) => {
    try {
      // A client that does not read: its queue is not kept growing.
      if (controller && (controller.desiredSize ?? 0) < -MAX_QUEUED) throw new Error('not read');
      controller?.enqueue(encoder.encode(chunk));
    } catch {
      close();
      // Ends the response, dropping what waits: EventSource reconnects with its Last-Event-ID.
      try {
        controller?.error(new Error('live stream closed'));
      } catch {}
    }
  };
  // Opened before the body: `start` runs at once, so no event falls between the two.
  const stream = openLiveStream(clientIp(req), topics, Number.isSafeInteger(last) && last >= 0 ? last : null, send);
  if (!stream) {
    const refused = jsonError(429, 'Too many live streams from this address.');
    refused.headers.set('retry-after', String(RETRY_AFTER_S));
    return refused;
  }
  const close = () => {
    clearInterval(beat);
    stream.close();
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      send('retry: 3000\n\n');
      stream.replay.forEach((event) => send(sseMessage(event)));
      beat = setInterval(() => send(': ping\n\n'), LIVE_HEARTBEAT_MS);
      req.signal.addEventListener('abort', () => {
        close();
        try {
          c.close();
        } catch {}
      });
    },
    cancel: close,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves the stream alone, so nothing waits in a buffer.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
