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
  const results = hasNext ? rows.slice(0, page.pageSize) : rows;
  if (!hasNext) return { results, next: null };
  const [path = '', search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page.page + 1));
  return { results, next: `${path}?${params.toString()}` };
}
