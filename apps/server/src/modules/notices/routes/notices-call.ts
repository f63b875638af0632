// GET /api/display/notices: the recent-purchase notices a visitor's page shows (storefront spec §7
// woonotification_get_product), for our own pages and, through the widget's client id, for other
// sites' (the display protocol's gate: known client, allowed host, not restricted; CORS `*`, no
// cookies). A read: no visitor-write limit, but limited per address like the display look-ups.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import {
  callingHost,
  countryOf,
  displayProtocolRoute,
  openToOtherOrigins,
} from '../../display/index.ts';
import { siteRefusal, type SitesService } from '../../sites/index.ts';
import type { NoticesService } from '../service.ts';

export const NOTICES_CALL_PATH = '/api/display/notices';

const errorAnswer = apiErrorSchema;
const noticeItem = z.object({
  title: z.string(),
  url: z.string(),
  thumb: z.string(),
  first_name: z.string().describe('base64 of the UTF-8 text'),
  city: z.string().describe('base64 of the UTF-8 text'),
  state: z.string().describe('base64 of the UTF-8 text'),
  country: z.string().describe('base64 of the UTF-8 text'),
  time: z.number().int().optional().describe('epoch seconds; absent for a generated notice'),
});
export const noticesAnswer = z.object({
  enabled: z.boolean(),
  settings: z.object({
    messages: z.array(z.string()),
    image: z.boolean(),
    redirect_target: z.enum(['_self', '_blank']),
    time: z.number(),
    display_effect: z.string(),
    hidden_effect: z.string(),
    message_custom: z.string(),
    message_number_min: z.number(),
    message_number_max: z.number(),
    time_close: z.number(),
    show_close: z.boolean(),
    loop: z.boolean(),
  }),
  products: z.array(noticeItem),
  visitor_country: z.string().optional().describe('The visitor’s country code, when detected'),
});

const knownRegion = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Codes CLDR names that are no country: user-assigned (XX, ZZ…) and groupings (EU, UN, QO). */
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

/**
 * An ISO 3166-1 alpha-2 country code from a proxy's header or the widget's remembered code, or
 * undefined (Cloudflare's XX and T1, an unknown region, none).
 */
export function countryCode(value: string | string[] | undefined): string | undefined {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.test(code)) return undefined;
  return knownRegion.of(code) ? code : undefined;
}

/** How long a browser keeps "notices are off" (turning them on shows within this time). */
const NOTICES_OFF_CACHE = 'public, max-age=300';

export async function noticesCallRoutes(
  app: FastifyInstance,
  options: { notices: NoticesService; sites: SitesService; readsPerMinute: number },
) {
  const { notices, sites } = options;
  // The display module's context answers preflights under /api/display.
  await openToOtherOrigins(app, { preflight: false });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited =
    options.readsPerMinute > 0
      ? { rateLimit: { max: options.readsPerMinute, timeWindow: 60_000 } }
      : {};
  routes.get(
    NOTICES_CALL_PATH,
    displayProtocolRoute(
      'The recent-purchase notices to show: each product (title, url, thumb) and, base64, the buyer or generated name and place',
      {
        querystring: z.object({
          client_id: oneLineText(64).min(1),
          lang: languageSchema.default('en'),
          country: z
            .string()
            .max(8)
            .optional()
            .describe('The country code the widget remembered from an earlier answer'),
        }),
        response: { 200: noticesAnswer, 403: errorAnswer, 404: errorAnswer },
      },
      limited,
    ),
    async (request, reply) => {
      const site = await sites.findByClientId(request.query.client_id);
      const refusal = siteRefusal(site, callingHost(request.headers));
      if (refusal) {
        return sendApiError(
          reply,
          refusal.reason === 'unknown_client' ? 404 : 403,
          refusal.reason,
          refusal.message,
        );
      }
      // The shop's proxy header first, then the code the browser remembered, then our own
      // GeoIP database (a loopback or private address finds nothing: no country is named).
      const answer = await notices.forVisitor(request.query.lang, (header) => {
        const fromHeader = header ? countryCode(request.headers[header]) : undefined;
        if (fromHeader) return fromHeader;
        const found = countryOf(request.ip, countryCode(request.query.country));
        return found.source === 'default' ? undefined : found.code;
      });
      // Off, the answer is the same for every visitor and page: the browser keeps it a few
      // minutes, so a shop without notices costs its visitors' pages no call on each view.
      return reply
        .header('cache-control', answer.enabled ? 'no-store' : NOTICES_OFF_CACHE)
        .send(answer);
    },
  );
}
