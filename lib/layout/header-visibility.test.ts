import { headerVisible } from './header-visibility';

const h = 64;

describe('headerVisible', () => {
  it('always shows within 50 px of the top', () => {
    expect(headerVisible({ lastY: 0, y: 50, headerHeight: h, visible: false })).toBe(true);
  });
  it('hides on scrolling down past its own height', () => {
    expect(headerVisible({ lastY: 100, y: 200, headerHeight: h, visible: true })).toBe(false);
    expect(headerVisible({ lastY: 40, y: 60, headerHeight: 80, visible: true })).toBe(true);
  });
  it('shows on scrolling up', () => {
    expect(headerVisible({ lastY: 400, y: 300, headerHeight: h, visible: false })).toBe(true);
  });
  it('ignores movements under 10 px', () => {
    expect(headerVisible({ lastY: 300, y: 309, headerHeight: h, visible: true })).toBe(true);
    expect(headerVisible({ lastY: 300, y: 291, headerHeight: h, visible: false })).toBe(false);
  });
});
