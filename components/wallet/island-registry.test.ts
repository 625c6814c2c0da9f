import { getIslands, isIslandLive, markIslandLive, putIsland, removeIsland, subscribeIslands } from './island-registry';

const container = {} as Element;

describe('island registry', () => {
  afterEach(() => getIslands().forEach((i) => removeIsland(i.id)));

  it('keeps the page order when an island gets new content, and tells the host each time', () => {
    const heard: number[] = [];
    const stop = subscribeIslands(() => heard.push(getIslands().length));
    putIsland({ id: 'header', container, content: 'a' });
    putIsland({ id: 'mint', container, content: 'b' });
    putIsland({ id: 'header', container, content: 'c' });
    expect(getIslands().map((i) => [i.id, i.content])).toEqual([
      ['header', 'c'],
      ['mint', 'b'],
    ]);
    removeIsland('header');
    expect(getIslands().map((i) => i.id)).toEqual(['mint']);
    stop();
    expect(heard).toEqual([1, 2, 2, 1]);
  });

  it('an island removed twice is told once', () => {
    let told = 0;
    const stop = subscribeIslands(() => told++);
    putIsland({ id: 'x', container, content: null });
    removeIsland('x');
    removeIsland('x');
    stop();
    expect(told).toBe(2);
  });

  it('an island is live once the host committed it, until it is removed', () => {
    putIsland({ id: 'y', container, content: null });
    expect(isIslandLive('y')).toBe(false);
    markIslandLive('y');
    expect(isIslandLive('y')).toBe(true);
    removeIsland('y');
    expect(isIslandLive('y')).toBe(false);
    markIslandLive('y');
    expect(isIslandLive('y')).toBe(false);
  });
});
