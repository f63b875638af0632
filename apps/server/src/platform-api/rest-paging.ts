// Lists in WordPress's conventions: `page` and `per_page` (10 by default, at most 100), the total
// in `X-WP-Total` and `X-WP-TotalPages`, and `Link` rel="next"/"prev" with absolute addresses,
// so clients that follow links (api-fetch's per_page=-1, our typed client) walk every page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/**
 * `include=1,2` and `include[]=1&include[]=2` both arrive as a list (WordPress takes either).
 * Ids are opaque strings here: ours are not WooCommerce's integers.
 */
export const idList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(z.string().trim().min(1).max(200)).max(MAX_PER_PAGE),
);

const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Spread into a list route's querystring object, then add its own `orderby` and filters. */
export const pageQuery = {
  page: wholeNumber(1, 1_000_000).default(1),
  per_page: wholeNumber(1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  offset: wholeNumber(0, 100_000_000).optional(),
  search: z.string().trim().max(200).optional(),
  include: idList.optional(),
  exclude: idList.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
};

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The rows a page covers: `offset` (when given) replaces the page's own start, as in WordPress. */
export function pageWindow(query: { page: number; per_page: number; offset?: number }): PageWindow {
  return {
    limit: query.per_page,
    offset: query.offset ?? (query.page - 1) * query.per_page,
  };
}

/**
 * Answers one page of a list: sets the totals and the links, returns the items for the handler
 * to return. The links keep every query parameter the request had, with its page changed.
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  items: T[],
  total: number,
): T[] {
  const query = request.query as { page?: number; per_page?: number };
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  const totalPages = Math.ceil(total / perPage);
  reply.header('x-wp-total', String(total));
  reply.header('x-wp-totalpages', String(totalPages));
  const links: string[] = [];
  if (page > 1 && totalPages > 0) {
    links.push(`<${pageAddress(request, Math.min(page - 1, totalPages))}>; rel="prev"`);
  }
  if (page < totalPages) links.push(`<${pageAddress(request, page + 1)}>; rel="next"`);
  if (links.length > 0) reply.header('link', links.join(', '));
  return items;
}

/** The request's own address with another page number, absolute (protocol and host as seen). */
function pageAddress(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}
