import { notFound } from 'next/navigation';
import { Pager } from '@/components/ui/pager';
import { pageMetadata } from '@/app/_lib/metadata';
import { listHref, listPage, pageNumber, type List } from '@/lib/layout/list-routes';

export type ListPageProps = { params: Promise<{ page: string }> };

export function listMetadata(list: List, title: string, description: string) {
  return async ({ params }: ListPageProps) => {
    const n = pageNumber((await params).page);
    return pageMetadata({ title: n > 1 ? `${title}, page ${n}` : title, description, path: listHref(list, n), image: `/${list}/opengraph-image` });
  };
}

/** A segment the rewrite does not make is a 404, never page 1. */
export async function listPageNumber({ params }: ListPageProps): Promise<number> {
  const n = listPage((await params).page);
  if (n === null) notFound();
  return n;
}

/** A 404 (kept only in the bounded miss cache), not one more cached empty page. */
export function withinPages(n: number, totalPages: number): void {
  if (n > Math.max(1, totalPages)) notFound();
}

type Paged = { currentPage: number; totalPages: number; hasNextPage: boolean };

export function ListPager({ list, n, paged, label, names }: { list: List; n: number; paged: Paged; label: string; names?: readonly [string, string] }) {
  if (paged.totalPages <= 1) return null;
  return (
    <Pager
      label={label}
      current={paged.currentPage}
      total={paged.totalPages}
      newer={n > 1 ? listHref(list, n - 1) : null}
      older={paged.hasNextPage ? listHref(list, n + 1) : null}
      names={names}
    />
  );
}
