/** A live figure as the stream carries it: public chain data only, bigints as decimal strings. */
export type LiveFigures = Record<string, string | boolean>;

export type LiveEvent = { id: number; topic: string; figures: LiveFigures };

/** Events kept for a client that reconnects with Last-Event-ID. */
export const LIVE_REPLAY_EVENTS = 512;

/**
 * The figures one server watch publishes, fanned out to every open stream of this instance: the
 * latest of each topic for a new stream, the events since Last-Event-ID for a returning one.
 */
export class LiveHub {
  private events: LiveEvent[] = [];
  private latest = new Map<string, LiveEvent>();
  private listeners = new Set<(event: LiveEvent) => void>();
  private lastId = 0;

  publish(topic: string, figures: LiveFigures): LiveEvent | null {
    const before = this.latest.get(topic);
    if (before && sameFigures(before.figures, figures)) return null;
    const event = { id: ++this.lastId, topic, figures };
    this.events.push(event);
    if (this.events.length > LIVE_REPLAY_EVENTS) this.events.shift();
    this.latest.set(topic, event);
    this.listeners.forEach((listener) => listener(event));
    return event;
  }

  /** What a stream of `topics` shows first: the events after `lastEventId` when all are still kept, else the latest of each topic. */
  since(topics: readonly string[], lastEventId: number | null): LiveEvent[] {
    const wanted = (event: LiveEvent) => topics.includes(event.topic);
    const oldest = this.events[0]?.id ?? this.lastId + 1;
    if (lastEventId !== null && lastEventId <= this.lastId && lastEventId >= oldest - 1) return this.events.filter((e) => e.id > lastEventId && wanted(e));
    return [...this.latest.values()].filter(wanted).sort((a, b) => a.id - b.id);
  }

  /** The node stopped answering: a new stream gets nothing, so its page keeps what it rendered (the spec's defaults). */
  forgetLatest(): void {
    this.latest.clear();
  }

  listen(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get streams(): number {
    return this.listeners.size;
  }
}

function sameFigures(a: LiveFigures, b: LiveFigures): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** One SSE message: `id`, then the topic and figures as JSON. */
export const sseMessage = (event: LiveEvent): string => `id: ${event.id}\ndata: ${JSON.stringify({ topic: event.topic, figures: event.figures })}\n\n`;
