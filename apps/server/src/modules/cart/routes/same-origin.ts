// The guard Shopify's AJAX cart has instead of a token (ARCHITECTURE.md "Carts"): the cart cookie
// is SameSite=Lax, and a state-changing call whose Origin (or Fetch Metadata) says another site
// made it is refused. Clients written for Shopify send neither our nonce nor any token.
import type { FastifyRequest } from 'fastify';

export function comesFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}
