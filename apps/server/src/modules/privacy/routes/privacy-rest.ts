// pinwheel/v1/privacy on the platform API: the owner's privacy requests for one email address —
// what is kept about it (counts per kind), the export (every record, grouped by kind, as a JSON
// download) and the erasure (what was removed or anonymised per kind). All three are POSTs with
// the address in the body: an address in a query string would land in the request log.
import { ERASED_EMAIL, PERSONAL_DATA_KINDS } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restErrorSchema } from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { PrivacyService } from '../service.ts';

/**
 * Any address a visitor's record may hold, not only one a mail server would take: leads keep what
 * was typed. One line, one @ with something on each side, no spaces; matched in lower case.
 */
const personEmail = oneLineText(254)
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), 'Must be an email address.')
  .refine((value) => value !== ERASED_EMAIL, 'This is the address erased records keep.');

const body = z.object({ email: personEmail });
const kind = z.enum(PERSONAL_DATA_KINDS);
const errors = { 400: restErrorSchema, 401: restErrorSchema, 403: restErrorSchema };
const tags = ['pinwheel/v1 privacy'];

export async function privacyRestRoutes(
  app: FastifyInstance,
  options: { privacy: PrivacyService },
) {
  const { privacy } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/wp-json/pinwheel/v1/privacy/found',
    {
      schema: {
        tags,
        summary: 'How many records of each kind the shop keeps about an email address',
        body,
        response: {
          200: z.object({
            email: z.string(),
            kinds: z.array(z.object({ kind, count: z.number().int() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => privacy.found(request.body.email),
  );

  routes.post(
    '/wp-json/pinwheel/v1/privacy/export',
    {
      schema: {
        tags,
        summary:
          'Every record about an email address, grouped by kind, as a JSON download (files attached to messages and entries as base64)',
        body,
        response: {
          200: z.object({
            email: z.string(),
            exported_at: z.string(),
            kinds: z.record(kind, z.array(z.record(z.string(), z.unknown()))),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await privacy.export(request.body.email);
      return reply
        .header('content-disposition', 'attachment; filename="personal-data.json"')
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );

  routes.post(
    '/wp-json/pinwheel/v1/privacy/erase',
    {
      schema: {
        tags,
        summary:
          'Erase an email address: leads, subscriptions, messages, entries, the account, reviews and popup activity removed; orders, paid entries and coupon uses kept for the books without the person',
        body,
        response: {
          200: z.object({
            email: z.string(),
            erased_at: z.string(),
            kinds: z.array(
              z.object({
                kind,
                removed: z.number().int(),
                anonymised: z.number().int(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => privacy.erase(request.body.email),
  );
}
