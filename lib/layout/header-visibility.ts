import { HEADER_SCROLL_THRESHOLD_PX, HEADER_TOP_PX } from '@/lib/constants';

/**
 * Whether the header shows after a scroll from `lastY` to `y` (platform-core §2, §9): always near
 * the top (50 px); hidden on scrolling down once past its own height; shown again on scrolling up;
 * movements under 10 px change nothing.
 */
export function headerVisible(input: { lastY: number; y: number; headerHeight: number; visible: boolean }): boolean {
  const { lastY, y, headerHeight, visible } = input;
  if (y <= HEADER_TOP_PX) return true;
  if (Math.abs(y - lastY) < HEADER_SCROLL_THRESHOLD_PX) return visible;
  if (y > lastY) return y > headerHeight ? false : visible;
  return true;
}
