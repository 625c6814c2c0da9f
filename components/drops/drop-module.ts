import type { ReactNode } from 'react';
import type { Drop, ProductDetail } from '@/lib/drops/types';

/** What a drop page is rendered from: the platform's drop and the render's instant. */
export type DropPageContext = { drop: Drop; now: Date };

/**
 * The parts a drop adds to the generic drop page. Every part is optional; a drop without a module
 * is the generic page.
 */
export type DropPageParts = {
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

/** What an item page shows: the item's action under it (an auctioned item never gets here: its item routes redirect to its auction). */
export type ItemPageParts = { action?: ReactNode };

/**
 * A page of the drop's own at /drops/{navKey}/{segment}, in place of the item page that path would
 * be (the print claim's /pay): its metadata's title and description, and what it renders.
 */
export type DropSubpage = {
  title: string;
  description: string;
  render: (ctx: DropPageContext) => ReactNode | Promise<ReactNode>;
};

/**
 * A drop's views (`components/drops/<drop>/module.tsx`, its default export): what its drop page
 * reads and renders, and how its item pages act on the items it recognises (by their platform key
 * or token id, never by title). Which nav keys are its is its entry in the registry
 * (lib/drops/registry.ts); the routes look a drop up and never branch on one.
 */
export type DropModule = {
  /**
   * A layout of its own, in place of the generic drop page (which then reads nothing of its own:
   * no related items or articles): reads what it shows, a failed read giving the spec's default.
   */
  layout?: (ctx: DropPageContext) => Promise<ReactNode>;
  /** Or the parts it adds to the generic drop page, read alongside the page's own reads. */
  parts?: (ctx: DropPageContext) => Promise<DropPageParts> | DropPageParts;
  /** An item page of the drop; the item is recognised by its key inside. Undefined: the generic item page. */
  item?: (ctx: ItemPageContext) => Promise<ItemPageParts> | ItemPageParts;
  /** Pages of its own under its path, by segment (no item key is one of them). */
  pages?: Readonly<Record<string, DropSubpage>>;
};

/** A drop's views, checked against the interface and kept with their own type. */
export const defineDrop = <M extends DropModule>(module: M): M => module;
