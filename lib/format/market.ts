import { MARKET_DECIMALS } from '@/lib/constants';

/** drop-pages §9 */
export const MISSING_FIGURE = '--';

const ethFigure = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? MISSING_FIGURE : `${value.toFixed(decimals)} ETH`;

export const formatFloorPrice = (value: number | null | undefined) => ethFigure(value, MARKET_DECIMALS.floorPrice);

export const formatThirtyDay = (value: number | null | undefined) => ethFigure(value, MARKET_DECIMALS.thirtyDay);
