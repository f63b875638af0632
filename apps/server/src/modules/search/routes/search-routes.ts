// GET /api/search, the storefront's search for the overlay (spec popup-widget §7 "GET search
// service with query parameter and X-WP-Nonce header"; our header is NONCE_HEADER), and
// GET /api/search/overview, what the overlay shows before anything is typed.
//
// The search carries the page's nonce although it changes nothing, as the spec's does. A missing
// or stale nonce is refused with 403 nonce_missing / nonce_invalid (the API's error shape) and a
// fresh nonce for this browser in the NONCE_HEADER response header: the overlay takes it from
// there and retries once (spec §8 "nonce refreshed from the response header and search
// retried"). Whatever is typed gets a normal answer: control characters count as spaces, a long
// query is cut to SEARCH_MAX_LENGTH, markup is only text to match.
import { controlCharactersAsSpaces, NONCE_HEADER, SEARCH_MAX_LENGTH } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectNonce } from '../../../plugins/nonce.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { searchAnswerWithoutPrices, type CatalogService } from '../../catalog/index.ts';
import type { ContentService } from '../../content/index.ts';
import { searchAnswer } from '../search-answer.ts';

export interface SearchRoutesOptions {
  catalog: CatalogService;
  content: ContentService;
}

const language = languageSchema.optional();

const searchQuery = z.object({
  query: z
    .string()
    .max(16_384)
    .transform((typed) =>
      controlCharactersAsSpaces(typed).replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH),
    ),
  post_type: z.enum(['any', 'product', 'post']).default('any'),
  lang: language,
});

const link = z.object({ title: z.string(), url: z.string() });
const image = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
});
const answer = z.object({
  query: z.string(),
  view_all_link: z.string(),
  currency: z.string(),
  keywords: z.array(z.string()),
  suggestions: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      addToCart: z.discriminatedUnion('action', [
        z.object({ action: z.literal('add'), id: z.number().int(), quantity: z.number().int() }),
        z.object({ action: z.literal('choose'), url: z.string() }),
        z.object({ action: z.literal('none') }),
      ]),
      data: z.object({
        title: z.string(),
        priceMin: z
          .number()
          .int()
          .nullable()
          .describe('minor units; null: hidden by the price password'),
        priceMax: z.number().int().nullable(),
        compareAtPrice: z.number().int().nullable(),
        inStock: z.boolean(),
        image: image.nullable(),
      }),
    }),
  ),
  categories: z.array(link),
  posts: z.array(link),
});
const overview = z.object({
  keywords: z.array(z.string()),
  categories: z.array(link),
  promo: z.object({ title: z.string(), text: z.string(), url: z.string() }).nullable(),
});
const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string() }),
});

export async function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Products, categories, keywords and posts matching a query, for the search overlay',
        description: `Needs this browser's nonce in the ${NONCE_HEADER} header. A missing or stale one answers 403 nonce_missing or nonce_invalid with a fresh nonce in that header.`,
        querystring: searchQuery,
        response: { 200: answer, 403: errorBody },
      },
    },
    async (request, reply) => {
      // Results depend on the catalog of this moment and the nonce on this browser.
      reply.header('cache-control', 'private, no-store');
      const header = request.headers[NONCE_HEADER];
      const check = request.checkFormNonce(typeof header === 'string' ? header : undefined);
      if (check !== 'valid') {
        reply.header(NONCE_HEADER, reply.issueFormNonce());
        return rejectNonce(reply, check);
      }
      const { query, post_type: scope } = request.query;
      const [answer, pricesShown] = await Promise.all([
        searchAnswer(
          options,
          requestLanguage(request, app.shop.settings().defaultLanguage),
          query,
          scope,
        ),
        request.pricesShown(),
      ]);
      return pricesShown ? answer : searchAnswerWithoutPrices(answer);
    },
  );

  routes.get(
    '/api/search/overview',
    {
      schema: {
        tags: ['search'],
        summary: 'What the search overlay shows before a search: keywords, categories, the promo',
        querystring: z.object({ lang: language }),
        response: { 200: overview },
      },
    },
    async (request, reply) => {
      // The same for every visitor of a language; a minute old is fresh enough.
      reply.header('cache-control', 'private, max-age=60');
      return options.catalog.searchOverview(
        requestLanguage(request, app.shop.settings().defaultLanguage),
      );
    },
  );
}
