// POST /api/price-password: a visitor's price password (storefront spec §7
// ced_hp_submit_price_passw, payload `password`). The answer is plain text, as the spec's: `success`
// (with the session cookie that reveals prices, so the page reloads to show them) or the error text
// the form shows for 2 s. Each attempt counts against the visitor-write limit `price-password`, so
// the password cannot be guessed by trying.
import { translate } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { PRICE_ACCESS_COOKIE } from '../price-access.ts';
import type { CatalogService } from '../service.ts';

export const PRICE_PASSWORD_PATH = '/api/price-password';

export async function pricePasswordRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService; secureCookies: boolean },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    PRICE_PASSWORD_PATH,
    {
      config: { visitorWrite: 'price-password' },
      schema: {
        tags: ['catalog'],
        summary: "Checks the shop's price password; right, prices show for this browser's session",
        description:
          'Answers plain text: `success` (and sets the session cookie), or the message to show.',
        body: z.object({ password: z.string().max(200) }),
        response: { 200: z.string(), 400: z.string(), 403: z.string() },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      reply.type('text/plain; charset=utf-8');
      const password = request.body.password;
      if (password === '') return reply.status(400).send(translate(lang, 'pricePassword.required'));
      const proof = await options.catalog.pricePassword.check(password);
      if (proof === null) return reply.status(403).send(translate(lang, 'pricePassword.wrong'));
      // A session cookie: prices stay shown until the browser is closed, as the spec's session.
      reply.setCookie(PRICE_ACCESS_COOKIE, proof, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies || request.protocol === 'https',
      });
      return 'success';
    },
  );
}
