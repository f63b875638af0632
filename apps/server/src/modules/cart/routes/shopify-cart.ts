// GET /cart.js, Shopify's AJAX cart read (ARCHITECTURE.md "Carts"): the popup widget reads it for
// cart rules on our own storefront as it does on a Shopify store, and scripts written for Shopify
// themes read it too. Nothing in the shop can put a product in a cart yet (there is no catalog),
// so every visitor has no cart, and the answer is the one Shopify gives a visitor without one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const cartAnswer = z.object({
  note: z.null(),
  attributes: z.record(z.string(), z.string()),
  original_total_price: z.number().int(),
  total_price: z.number().int().describe('minor units'),
  total_discount: z.number().int(),
  total_weight: z.number(),
  item_count: z.number().int(),
  items: z.array(z.never()),
  requires_shipping: z.boolean(),
  items_subtotal_price: z.number().int(),
  cart_level_discount_applications: z.array(z.never()),
});

const noCart: z.infer<typeof cartAnswer> = {
  note: null,
  attributes: {},
  original_total_price: 0,
  total_price: 0,
  total_discount: 0,
  total_weight: 0,
  item_count: 0,
  items: [],
  requires_shipping: false,
  items_subtotal_price: 0,
  cart_level_discount_applications: [],
};

export async function shopifyCartRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cart.js',
    {
      schema: {
        tags: ['cart'],
        summary: "The visitor's cart in Shopify's AJAX cart shape",
        response: { 200: cartAnswer },
      },
    },
    // A cart is the visitor's own: never kept by a shared cache.
    async (_request, reply) => reply.header('cache-control', 'private, no-store').send(noCart),
  );
}
