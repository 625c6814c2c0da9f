import { LIVE_REPLAY_EVENTS, LiveHub, sseMessage } from './hub';

describe('the live hub', () => {
  it('publishes a topic only when its figures change, to every listener', () => {
    const hub = new LiveHub();
    const heard: string[] = [];
    hub.listen((e) => heard.push(`${e.id}:${e.topic}:${e.figures.supply}`));
    hub.publish('blackfeather', { supply: '3', salesActive: true });
    hub.publish('blackfeather', { supply: '3', salesActive: true });
    hub.publish('blackfeather', { supply: '4', salesActive: true });
    hub.publish('blackfeather', { supply: '4', salesActive: true, bids: [] });
    hub.publish('blackfeather', { supply: '4', salesActive: true, bids: [] });
    expect(heard).toEqual(['1:blackfeather:3', '2:blackfeather:4', '3:blackfeather:4']);
  });

  it('a returning stream gets what it missed; a new one, or one from too long ago, the latest of each topic', () => {
    const hub = new LiveHub();
    hub.publish('a', { n: '1' });
    hub.publish('b', { n: '1' });
    hub.publish('a', { n: '2' });
    expect(hub.since(['a', 'b'], 1).map((e) => e.id)).toEqual([2, 3]);
    expect(hub.since(['a'], 1).map((e) => e.id)).toEqual([3]);
    expect(hub.since(['a', 'b'], 3)).toEqual([]);
    expect(hub.since(['a', 'b'], null).map((e) => `${e.topic}${e.figures.n}`)).toEqual(['b1', 'a2']);
    for (let i = 0; i < LIVE_REPLAY_EVENTS + 5; i++) hub.publish('a', { n: String(10 + i) });
    expect(hub.since(['a', 'b'], 2).map((e) => e.topic)).toEqual(['b', 'a']);
    // An id from another server's count (higher than any here) is not trusted either.
    expect(hub.since(['b'], 99_999).map((e) => e.figures.n)).toEqual(['1']);
  });

  it('writes a message an EventSource reads', () => {
    const event = new LiveHub().publish('blackfeather', { supply: '4', bids: [{ amount: '1' }] });
    expect(event && sseMessage(event)).toBe('id: 1\ndata: {"topic":"blackfeather","figures":{"supply":"4","bids":[{"amount":"1"}]}}\n\n');
  });

  it('takes events numbered by the leading instance, and starts the replay anew when that count restarts', () => {
    const hub = new LiveHub();
    hub.accept(40, 'a', { n: '1' });
    hub.accept(41, 'b', { n: '1' });
    expect(hub.since(['a', 'b'], 40).map((e) => e.id)).toEqual([41]);
    // Redis flushed: the count starts again; an id from before is no longer trusted.
    hub.accept(1, 'a', { n: '2' });
    expect(
      hub
        .since(['a', 'b'], 40)
        .map((e) => `${e.topic}${e.figures.n}`)
        .sort(),
    ).toEqual(['a2', 'b1']);
    expect(hub.since(['a'], 0).map((e) => e.id)).toEqual([1]);
  });

  it('seeds a topic it has not heard from the last event sent, once, and tells the open streams', () => {
    const hub = new LiveHub();
    const heard: number[] = [];
    hub.listen((e) => heard.push(e.id));
    hub.accept(10, 'a', { n: '1' });
    expect(hub.seed(7, 'b', { n: '1' })?.id).toBe(7);
    expect(hub.seed(12, 'b', { n: '2' })).toBeNull();
    expect(heard).toEqual([10, 7]);
    expect(hub.since(['a', 'b'], null).map((e) => e.topic)).toEqual(['b', 'a']);
    // After missing events (its subscription restarted): the sent figures replace its own when they differ.
    expect(hub.seed(12, 'b', { n: '1' }, true)).toBeNull();
    expect(hub.seed(9, 'b', { n: '2' }, true)?.figures).toEqual({ n: '2' });
    // A client that saw id 8 elsewhere gets the seeded figures though they are not in the replay.
    expect(hub.since(['b'], 8).map((e) => e.figures.n)).toEqual(['2']);
  });
});
