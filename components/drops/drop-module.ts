import type { ReactNode } from 'react';
import type { Drop, ProductDetail } from '@/lib/drops/types';

export type DropPageContext = { drop: Drop; now: Date };

/** What a drop adds to the generic drop page; a drop without a module is the generic page. */
export type DropPageParts = {
  /** Above the hero (the teaser's anchor nav). */
  above?: ReactNode;
  dateLine?: string | null;
  /** The hero's mint, claim or burn panel. */
  action?: ReactNode;
  /** Replaces the generic Items list. */
  items?: ReactNode;
};

/** /drops/{navKey}/product/{key}. */
export type ItemPageContext = { drop: Drop; product: ProductDetail; related: ProductDetail[]; now: Date };

/** Auctioned items never get here: their item routes redirect to the auction. */
export type ItemPageParts = { action?: ReactNode };

/** A page of its own at /drops/{navKey}/{segment} (the print claim's /pay). */
export type DropSubpage = {
  title: string;
  description: string;
  render: (ctx: DropPageContext) => ReactNode | Promise<ReactNode>;
};

/** A drop's views (`<drop>/module.tsx`); items are recognised by title, as the spec does. */
export type DropModule = {
  /** Replaces the generic page (no related items or articles); a failed read gives the spec's default. */
  layout?: (ctx: DropPageContext) => Promise<ReactNode>;
  /** Or parts added to the generic page, read alongside its own reads. */
  parts?: (ctx: DropPageContext) => Promise<DropPageParts> | DropPageParts;
};

/** Type-checks a module while keeping its own type. */
export const defineDrop = <M extends DropModule>(module: M): M => module;

/**
 * An item page's action (`<drop>/item.tsx`, with `itemViews` in the drop's entry). Its own file, so an
 * item page ships only the item actions' client code, not every drop page's.
 */
export type DropItemViews = (ctx: ItemPageContext) => Promise<ItemPageParts> | ItemPageParts;

export const defineItemViews = (views: DropItemViews): DropItemViews => views;

/** Pages of a drop's own by segment (`<drop>/pages.tsx`, the segments listed as `subpages` in its entry); no item key is one of them. */
export type DropSubpages = Readonly<Record<string, DropSubpage>>;

export const defineSubpages = <P extends DropSubpages>(pages: P): P => pages;

/** A drop file's default export (loaded through its lookup's map); one without it stops the page, naming the drop. */
export async function defaultOf<T>(file: Promise<{ default?: T }>, path: string, drop: { name: string }): Promise<T> {
  const loaded = (await file).default;
  if (!loaded) throw new Error(`components/drops/${path} has no default export for ${drop.name}`);
  return loaded;
}
