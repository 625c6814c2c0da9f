type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A live figure as the stream carries it: public chain data only, bigints as decimal strings. */
export type LiveFigures = { [key: string]: Json };

/** `data` is the SSE payload, serialised once for every stream that gets it. */
export type LiveEvent = { id: number; topic: string; figures: LiveFigures; data: string };

/** What a topic publishes while the node does not answer: the page keeps what it shows and may say so. */
export const LIVE_OFFLINE: LiveFigures = { offline: true };

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
    const data = JSON.stringify({ topic, figures });
    if (this.latest.get(topic)?.data === data) return null;
    return this.add({ id: this.lastId + 1, topic, figures, data });
  }

  /** An event numbered by the instance that watches for all (lib/live/watch.ts); a number that goes back (its count restarted) starts the replay anew. */
  accept(id: number, topic: string, figures: LiveFigures): LiveEvent {
    if (id <= this.lastId) this.events = [];
    return this.add({ id, topic, figures, data: JSON.stringify({ topic, figures }) });
  }

  /**
   * A topic's latest event as the leading instance last sent it: for an instance that joined after
   * (kept when this hub has none), or one that may have missed events (`resync`: kept when it differs).
   */
  seed(id: number, topic: string, figures: LiveFigures, resync = false): LiveEvent | null {
    const data = JSON.stringify({ topic, figures });
    const current = this.latest.get(topic);
    if (current && (!resync || current.data === data)) return null;
    const event = { id, topic, figures, data };
    if (id > this.lastId) return this.add(event);
    this.latest.set(topic, event);
    this.listeners.forEach((listener) => listener(event));
    return event;
  }

  private add(event: LiveEvent): LiveEvent {
    this.lastId = event.id;
    this.events.push(event);
    if (this.events.length > LIVE_REPLAY_EVENTS) this.events.shift();
    this.latest.set(event.topic, event);
    this.listeners.forEach((listener) => listener(event));
    return event;
  }

  /** What a stream of `topics` shows first: the events after `lastEventId` when all are still kept, else the latest of each topic. */
  since(topics: readonly string[], lastEventId: number | null): LiveEvent[] {
    const wanted = (event: LiveEvent) => topics.includes(event.topic);
    const oldest = this.events[0]?.id ?? this.lastId + 1;
    if (lastEventId !== null && lastEventId <= this.lastId && lastEventId >= oldest - 1) {
      const missed = this.events.filter((e) => e.id > lastEventId && wanted(e));
      // A seeded latest is not in the replay: it is sent too when newer than what the client saw.
      const seeded = [...this.latest.values()].filter((e) => wanted(e) && e.id > lastEventId && !missed.includes(e));
      return [...missed, ...seeded].sort((a, b) => a.id - b.id);
    }
    return [...this.latest.values()].filter(wanted).sort((a, b) => a.id - b.id);
  }

  has(topic: string): boolean {
    return this.latest.has(topic);
  }

  listen(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get streams(): number {
    return this.listeners.size;
  }
}

/** One SSE message: `id`, then the topic and figures as JSON. */
export const sseMessage = (event: LiveEvent): string => `id: ${event.id}\ndata: ${event.data}\n\n`;
