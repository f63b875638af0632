// The owner's cart settings: GET/PUT /api/admin/cart-settings (owner only, nonce'd), today the
// cart-redirect setting (after adding, go to the cart page).
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with pinwheel/v1/settings/cart (routes/rest.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { cartSettingsInput } from '../cart-settings.ts';
import type { CartService } from '../service.ts';

// The deprecated alias refuses unknown fields, as it always did; pinwheel/v1 drops them.
const settingsBody = cartSettingsInput.strict();

export async function cartAdminRoutes(app: FastifyInstance, options: { cart: CartService }) {
  ownersOnly(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/cart-settings',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart settings',
        response: { 200: z.object({ settings: settingsBody }) },
      },
    },
    async () => ({ settings: await options.cart.settings() }),
  );
  api.put(
    '/api/admin/cart-settings',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change the cart settings (redirect_after_add: go to the cart after an add)',
        body: settingsBody,
        response: { 200: z.object({ settings: settingsBody }) },
      },
    },
    async (request) => {
      await options.cart.saveSettings(request.body);
      return { settings: await options.cart.settings() };
    },
  );
}
