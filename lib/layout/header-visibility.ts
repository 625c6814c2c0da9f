import { HEADER_SCROLL_THRESHOLD_PX, HEADER_TOP_PX } from '@/lib/constants';

/** platform-core §2, §9 */
export function headerVisible(input: { lastY: number; y: number; headerHeight: number; visible: boolean }): boolean {
  const { lastY, y, headerHeight, visible } = input;
  if (y <= HEADER_TOP_PX) return true;
  if (Math.abs(y - lastY) < HEADER_SCROLL_THRESHOLD_PX) return visible;
  if (y > lastY) return y > headerHeight ? false : visible;
  return true;
}
