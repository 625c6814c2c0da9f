import { MARKET_DECIMALS } from '@/lib/constants';

/** What a marketplace figure the platform did not give shows (drop-pages §9). */
export const MISSING_FIGURE = '--';

const ethFigure = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? MISSING_FIGURE : `${value.toFixed(decimals)} ETH`;

/** The floor price to 2 decimals, "--" when missing (drop-pages §9). */
export const formatFloorPrice = (value: number | null | undefined) => ethFigure(value, MARKET_DECIMALS.floorPrice);

/** A 30-day figure (volume, average price) to 4 decimals, "--" when missing (drop-pages §9). */
export const formatThirtyDay = (value: number | null | undefined) => ethFigure(value, MARKET_DECIMALS.thirtyDay);
