// Which pages' form posts are visitors' writes, and of what kind (plugins/visitor-write-limits.ts):
// placing an order, changing the cart, writing a review, signing up to the mailing list. The pages'
// catch-all counts them before it reads the body. Choices that only set a cookie (language,
// tracking, the store notice) and the owner's pages (signed in, and their sign-in has its own
// limit) are not counted.
import type { VisitorWrite } from '../plugins/visitor-write-limits.ts';

const pageWrites: Array<[RegExp, VisitorWrite]> = [
  [/^\/checkout$/, 'order'],
  [/^\/cart(\/add)?$/, 'cart'],
  [/^\/product\/[^/]+$/, 'review'],
  [/^\/mailing-list\/subscribe$/, 'sign-up'],
  [/^\/admin\/invitation\/[^/]+$/, 'owner-invitation'],
];

/**
 * The kind of write a post to this path is, or null. React Router posts a page's form to the
 * page's own path, or, once the page runs, to the path with `.data` added (its data request).
 */
export function pageWriteKind(path: string): VisitorWrite | null {
  const page = path.replace(/\.data$/, '').replace(/\/$/, '');
  return pageWrites.find(([pattern]) => pattern.test(page))?.[1] ?? null;
}
