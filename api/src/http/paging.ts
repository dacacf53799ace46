// Page/page_size → LIMIT/OFFSET, and the `next` link of a paged list.
import type { FastifyRequest } from 'fastify';

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
  /** Fetch one row more than a page to know whether a next page exists. */
  limit: number;
}

export function paging(query: { page?: number; page_size?: number }, defaultPageSize = 20): Paging {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultPageSize;
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize + 1 };
}

/** Cut the extra row and build `next` from the request's own path and query (page replaced). */
export function pagedResponse<T>(request: FastifyRequest, page: Paging, rows: T[]): { results: T[]; next: string | null } {
  const hasNext = rows.length > page.pageSize;
  return { results: hasNext ? rows.slice(0, page.pageSize) : rows, next: nextPageUrl(request, page, hasNext) };
}

/** The request's own path and query with the next page number, or null on the last page. */
export function nextPageUrl(request: FastifyRequest, page: Paging, hasNext: boolean): string | null {
  if (!hasNext) return null;
  const [path = '', search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page.page + 1));
  return `${path}?${params.toString()}`;
}
