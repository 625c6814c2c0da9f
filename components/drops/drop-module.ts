import type { ReactNode } from 'react';
import type { Drop, ProductDetail } from '@/lib/drops/types';

/** What a drop page is rendered from: the platform's drop and the render's instant. */
export type DropPageContext = { drop: Drop; now: Date };

/**
 * A drop page as the drop's module gives it: either a layout of its own (`page`), or the parts it
 * adds to the generic drop page. Every part is optional; a drop without a module is the generic page.
 */
export type DropPageParts = {
  /** The drop's own layout, in place of the generic page. */
  page?: ReactNode;
  /** Above the hero (the teaser's anchor nav). */
  above?: ReactNode;
  /** A date line over the title. */
  dateLine?: string | null;
  /** The hero's action: the drop's mint, claim or burn panel. */
  action?: ReactNode;
  /** The items, in place of the generic Items list. */
  items?: ReactNode;
};

/** An item page under its drop (/drops/{navKey}/product/{key}). */
export type ItemPageContext = { drop: Drop; product: ProductDetail; related: ProductDetail[]; now: Date };

/** What an item page shows: the item's action under it, or a redirect to the page the item lives on. */
export type ItemPageParts = { action?: ReactNode; redirect?: string };

/**
 * One drop: which nav keys are its, what its drop page reads and renders, and which of its items
 * it recognises (by their platform key or token id, never by title) and how their pages act. The
 * registry (./registry.ts) lists them; the routes look a drop up and never branch on one.
 */
export type DropModule = {
  /** For messages and docs. */
  name: string;
  navKeys: readonly string[];
  /** The drop page: reads what it shows (a failed read gives the spec's default) and renders its parts. */
  page?: (ctx: DropPageContext) => Promise<DropPageParts> | DropPageParts;
  /** An item page of the drop; the item is recognised by its key inside. Undefined: the generic item page. */
  item?: (ctx: ItemPageContext) => Promise<ItemPageParts> | ItemPageParts;
};

/** A drop module, checked against the interface and kept with its own type. */
export const defineDrop = <M extends DropModule>(module: M): M => module;
