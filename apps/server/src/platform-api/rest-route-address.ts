// Addresses WordPress clients use besides /wp-json/…: `/?rest_route=/wc/v3/products` (sites
// without pretty permalinks) and `_method=DELETE` on a POST (clients behind proxies that drop
// methods). Both are resolved before routing, in app.ts's rewriteUrl.
import type { IncomingMessage } from 'node:http';

export const REST_PREFIX = '/wp-json';
const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * The address a request is routed by: `?rest_route=/x` on the site root (or /index.php) becomes
 * /wp-json/x with the rest of the query kept. Anything else stays as it came.
 */
export function restRouteAddress(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  if (path !== '/' && path !== '/index.php') return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const route = query.get('rest_route');
  if (route === null) return url;
  query.delete('rest_route');
  const rest = query.toString();
  const routePath = route.startsWith('/') ? route : `/${route}`;
  // The route is a path: a query or fragment inside it would smuggle parameters past the above.
  const cleanRoute = routePath.split(/[?#]/)[0]!;
  return `${REST_PREFIX}${cleanRoute}${rest ? `?${rest}` : ''}`;
}

/** A POST to the platform API with `_method=PUT|PATCH|DELETE` in its query is routed as that. */
export function applyMethodParam(request: IncomingMessage, url: string): void {
  if (request.method !== 'POST' || !url.startsWith(`${REST_PREFIX}/`)) return;
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return;
  const wanted = new URLSearchParams(url.slice(queryStart + 1)).get('_method');
  const method = wanted?.trim().toUpperCase();
  if (method && overridable.has(method)) request.method = method;
}
