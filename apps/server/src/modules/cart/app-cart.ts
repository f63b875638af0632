// The cart service as the app carries it (app.cart): the service plus what is bound to this
// deployment and to requests: whether cookies are Secure, and whose cart a request is.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CouponsService } from '../coupons/index.ts';
import { shownCartId } from './cart-cookie.ts';
import { CartService } from './service.ts';

export class AppCart extends CartService {
  constructor(
    db: Kysely<Database>,
    catalog: CatalogService,
    coupons: CouponsService,
    /** PUBLIC_URL is https: the cart cookies are marked Secure. */
    readonly secureCookies: boolean,
  ) {
    super(db, catalog, coupons);
  }

  /**
   * The cart id the visitor's cookie names (null: none, a cookie that is not ours, or prices
   * hidden from the visitor by the price password).
   */
  cartIdFrom(request: FastifyRequest): Promise<string | null> {
    return shownCartId(request);
  }
}
