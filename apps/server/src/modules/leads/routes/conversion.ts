// POST /api/display/conversion/{viewer_id} (spec §7): the widget's conversion call, from other
// sites' pages (no cookies, no nonce; form-encoded, JSON or JSON as text/plain, as every display
// call). The site passes the display gate, the popup and the view must be known (404), every field
// is checked again with core's lead-form rules (400 with each field and its message, nothing
// stored), and the lead is stored with its webhook deliveries before the answer. Bodies over the
// display limit answer 413.
import { languageFromAcceptHeader, type Language } from '@pinwheel/core';
import type { LeadValue } from '@pinwheel/core/lead-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import {
  callingHost,
  countryOf,
  displayProtocolRoute,
  openToOtherOrigins,
  pageLanguage,
  type DisplayService,
} from '../../display/index.ts';
import type { LeadsService } from '../service.ts';
import {
  BROWSER_PRIZE_KEYS,
  CONVERSION_MAX_VALUES,
  CONVERSION_PROTOCOL_KEYS,
  conversionAnswer,
  conversionBody,
  conversionParams,
  invalidFieldsAnswer,
} from './conversion-schema.ts';

/**
 * The answer's language (its messages, the prize's label): the display answer's, the popup's own
 * (the page's language, else Accept-Language), else the widget's browser language field.
 */
function languageOf(
  pageLang: string | undefined,
  acceptLanguage: unknown,
  browserLanguage: string | undefined,
): Language {
  const page = pageLanguage(pageLang);
  if (page) return page;
  if (typeof acceptLanguage === 'string' && acceptLanguage.trim() !== '') {
    return languageFromAcceptHeader(acceptLanguage);
  }
  return browserLanguage?.toLowerCase().startsWith('he') ? 'he' : 'en';
}

export async function conversionRoutes(
  app: FastifyInstance,
  options: { leads: LeadsService; display: DisplayService },
) {
  const { leads, display } = options;
  // The display module's context answers the preflights under /api/display/*.
  await openToOtherOrigins(app, { preflight: false });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/display/conversion/:viewer_id',
    displayProtocolRoute(
      'A visitor converted: a lead, a click or a coupon click',
      {
        params: conversionParams,
        body: conversionBody,
        response: {
          200: conversionAnswer,
          400: invalidFieldsAnswer.or(apiErrorSchema),
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      { visitorWrite: 'conversion' },
    ),
    async (request, reply) => {
      const body = request.body;
      const viewerId = request.params.viewer_id;
      const values: Record<string, LeadValue> = {};
      for (const [key, value] of Object.entries(body)) {
        if (
          !CONVERSION_PROTOCOL_KEYS.has(key) &&
          !BROWSER_PRIZE_KEYS.has(key) &&
          value !== undefined
        ) {
          values[key] = value as LeadValue;
        }
      }
      if (Object.keys(values).length > CONVERSION_MAX_VALUES) {
        return sendApiError(
          reply,
          400,
          'too_many_fields',
          `At most ${CONVERSION_MAX_VALUES} fields`,
        );
      }
      const target = await display.conversionTarget({
        clientId: body.client_id,
        popupId: body.poptin_id,
        viewerId,
        viewId: body.poptin_view_id || undefined,
        host: callingHost(request.headers),
      });
      if (!('site' in target)) {
        return sendApiError(reply, target.status, target.code, target.message);
      }
      const outcome = await leads.storeConversion({
        target,
        viewerId,
        lang: languageOf(body.page_lang, request.headers['accept-language'], body.browser_language),
        country: countryOf(request.ip).code,
        values,
        newExtraFields: body.newExtraFields,
        consentChecked: body.checkbox_checked,
        kindHint: { pTarget: body.p_target ?? '', coupon: body.coupon?.trim() ?? '' },
        page: {
          url: body.url ?? '',
          title: body.title ?? '',
          referrer: body.referrer ?? '',
          device: body.visitor ?? '',
          browserLanguage: body.browser_language ?? '',
          operatingSystem: body.operating_system ?? '',
          trigger: body.trigger ?? '',
        },
      });
      if (outcome.stored) {
        return {
          success: true as const,
          conversion_id: outcome.id,
          integration: { conversion_code: outcome.conversionCode },
          ...(outcome.coupon ? { coupon: outcome.coupon } : {}),
          ...(outcome.prize ? { prize: outcome.prize } : {}),
        };
      }
      if ('badFieldList' in outcome) {
        return sendApiError(
          reply,
          400,
          'validation_failed',
          'newExtraFields: must be a JSON list',
          [{ field: 'newExtraFields', reason: 'must be a JSON list' }],
        );
      }
      const fields = outcome.invalid.map((problem) => ({
        field: problem.field,
        reason: problem.message,
      }));
      return reply.status(400).send({
        success: false as const,
        error: {
          code: 'invalid_fields' as const,
          message: `${fields[0]!.field}: ${fields[0]!.reason}`,
          fields,
          requestId: String(request.id),
        },
      });
    },
  );
}
