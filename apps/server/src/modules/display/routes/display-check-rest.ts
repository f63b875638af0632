// GET pinwheel/v1/sites/{id}/display-check: "why did it (not) show". The owner gives one page
// address, a device, and optionally the visitor's country, language, cookies (as a browser's
// Cookie header writes them) and whether they converted before; the answer is each of the site's
// popups with the server's own verdict (display-check.ts) and the rules that decide it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError } from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { DisplayService } from '../service.ts';

const webAddress = oneLineText(2048)
  .min(1)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'Enter a whole web address, starting with https:// or http://.' },
  );

/** `name=value; other=value`, as a browser's Cookie header and document.cookie write them. */
export function parseCookieText(text: string): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim();
    if (!name) continue;
    const raw = at === -1 ? '' : part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not percent-encoded is kept as written, as browsers do.
    }
    jar[name] = value;
  }
  return jar;
}

const verdict = z.enum(['shows', 'hidden', 'not_live', 'ab_variant']);

export const displayCheckAnswer = z.object({
  site_id: z.string(),
  url: z.string(),
  device: z.enum(['desktop', 'mobile']),
  cookies_given: z.boolean(),
  converted: z.boolean(),
  gate: z
    .object({
      reason: z.enum([
        'unknown_client',
        'domain_not_allowed',
        'client_restricted',
        'max_views',
        'unknown_popup',
      ]),
      host: z.string(),
    })
    .nullable()
    .describe('Set when the site refuses the page itself: then no popup shows'),
  popups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      status: z.enum(['live', 'paused', 'draft']),
      verdict: verdict.describe(
        'shows; hidden (a rule keeps it away); not_live (draft or paused); ab_variant (its rules pass, and the A/B split gives it to its share of visitors)',
      ),
      failed: z.array(
        z.object({
          rule: z.string(),
          detail: z.string(),
          code: z.string().optional(),
          ended_at: z.number().nullable().optional(),
          used_up: z
            .boolean()
            .optional()
            .describe('rule coupon: the coupon’s usage limit is reached'),
        }),
      ),
      browser_checks: z
        .array(z.string())
        .describe(
          'Rules this check left undecided: the browser’s (JavaScript values, page HTML, cart, cookies when none were given), and country or language when not given',
        ),
      converted_rule: z.boolean().describe('Kept away because the visitor converted before'),
    }),
  ),
});

export type DisplayCheckAnswer = z.infer<typeof displayCheckAnswer>;

export async function displayCheckRoutes(
  app: FastifyInstance,
  options: { display: DisplayService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/wp-json/pinwheel/v1/sites/:id/display-check',
    {
      schema: {
        tags: ['pinwheel/v1 popups'],
        summary:
          'Which of a site’s popups one page would show a first-time visitor, and why not the others',
        params: z.object({ id: oneLineText(64).min(1).describe('The site id') }),
        querystring: z.object({
          url: webAddress.describe('The page’s whole address'),
          device: z.enum(['desktop', 'mobile']).default('desktop'),
          cookies: oneLineText(4096)
            .optional()
            .describe('The visitor’s cookies, `name=value; name=value`'),
          country: z
            .string()
            .regex(/^[A-Za-z]{2}$/, 'Enter a two-letter country code, such as IL or US.')
            .transform((code) => code.toUpperCase())
            .optional()
            .describe('The visitor’s country (ISO 3166 alpha-2)'),
          language: z.enum(['en', 'he']).optional().describe('The visitor’s language'),
          converted: z
            .enum(['true', 'false', '1', '0'])
            .default('false')
            .transform((value) => value === 'true' || value === '1')
            .describe('The visitor has converted on one of the site’s popups before'),
        }),
        response: { 200: displayCheckAnswer },
      },
    },
    async (request, reply) => {
      const { url, device, cookies, converted, country, language } = request.query;
      const given = cookies !== undefined && cookies.trim() !== '';
      const check = await options.display.checkDisplay(request.params.id, {
        url,
        device,
        converted,
        ...(given ? { cookies: parseCookieText(cookies) } : {}),
        ...(country ? { country } : {}),
        ...(language ? { language } : {}),
      });
      if (!check) return restError(reply, 404, 'pinwheel_rest_site_invalid_id', 'Invalid ID.');
      return {
        site_id: request.params.id,
        url,
        device,
        cookies_given: given,
        converted,
        gate: check.gate,
        popups: check.popups,
      };
    },
  );
}
