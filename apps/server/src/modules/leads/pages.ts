// The leads module as the owner's /admin/leads and /admin/integrations pages read it
// (apps/web/app/context/leads.ts and integrations.ts): popup and site names joined in, endpoint
// addresses by id.
import type { IntegrationsPages } from '@pinwheel/web/context/integrations';
import type { LeadCoupon, LeadsPages } from '@pinwheel/web/context/leads';
import type { CouponsService } from '../coupons/index.ts';
import type { DisplayService } from '../display/index.ts';
import type { SitesService } from '../sites/index.ts';
import type { LeadsService } from './service.ts';

const LEADS_SHOWN = 200;

const asText = (value: string | readonly string[]) =>
  typeof value === 'string' ? value : value.join(', ');

export function leadsPages(
  leads: LeadsService,
  display: DisplayService,
  coupons: CouponsService,
): LeadsPages {
  return {
    async list(search) {
      const [found, popups, endpoints] = await Promise.all([
        leads.listLeads({ search, limit: LEADS_SHOWN }),
        display.popupOverview(),
        leads.listEndpoints(),
      ]);
      // Single-use codes are listed with their use: one an order took is never shown as available.
      const uses = await coupons.issuedCodeUses(
        found.flatMap((lead) => (lead.coupon ? [lead.coupon] : [])),
      );
      const popupsById = new Map(popups.map((popup) => [popup.id, popup]));
      const urls = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
      return found.map((lead) => ({
        id: lead.id,
        createdAt: lead.createdAt,
        kind: lead.kind,
        email: lead.email,
        popupName: popupsById.get(lead.popupId)?.name ?? lead.popupId,
        siteName: popupsById.get(lead.popupId)?.siteName ?? '',
        country: lead.country,
        pageUrl: lead.pageUrl,
        consent: lead.consent,
        fields: Object.entries(lead.fields).map(([name, value]) => ({
          name,
          value: asText(value),
        })),
        deliveries: lead.deliveries.map((delivery) => ({
          id: delivery.id,
          endpointUrl: urls.get(delivery.endpointId) ?? '',
          status: delivery.status,
          attempts: delivery.attempts,
          lastError: delivery.lastError,
        })),
        coupon: lead.coupon ? couponOf(lead.coupon, uses) : null,
      }));
    },
  };
}

function couponOf(
  code: string,
  uses: ReadonlyMap<string, { usedAt: number; orderId: string } | null>,
): LeadCoupon {
  const key = code.trim().toUpperCase();
  if (!uses.has(key)) return { code, shared: true, used: null };
  const use = uses.get(key);
  return { code, shared: false, used: use ? { at: use.usedAt, orderId: use.orderId } : null };
}

function webAddress(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function integrationsPages(
  leads: LeadsService,
  sitesService: SitesService,
): IntegrationsPages {
  return {
    async overview() {
      const [sites, endpoints] = await Promise.all([sitesService.list(), leads.listEndpoints()]);
      const siteNames = new Map(sites.map((site) => [site.id, site.name]));
      const urls = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
      const log = await leads.deliveryLog(
        endpoints.map((endpoint) => endpoint.id),
        50,
      );
      return {
        sites: await Promise.all(
          sites.map(async (site) => ({
            id: site.id,
            name: site.name,
            conversionCode: await leads.getConversionCode(site.id),
          })),
        ),
        endpoints: endpoints.map((endpoint) => ({
          id: endpoint.id,
          siteName: siteNames.get(endpoint.siteId) ?? '',
          url: endpoint.url,
          secret: endpoint.secret,
        })),
        log: log.map((attempt) => ({
          id: attempt.id,
          createdAt: attempt.createdAt,
          endpointUrl: urls.get(attempt.endpointId) ?? '',
          leadId: attempt.leadId,
          statusCode: attempt.statusCode,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
      };
    },
    async add(siteId, url) {
      const address = url.length <= 2000 ? webAddress(url) : null;
      if (!address) return 'bad_url';
      return (await leads.addEndpoint(siteId, address)) ? 'added' : 'unknown_site';
    },
    remove: (endpointId) => leads.deleteEndpoint(endpointId),
    saveConversionCode: (siteId, code) => leads.setConversionCode(siteId, code),
    async sendTest(endpointId) {
      return (await leads.sendTestDelivery(endpointId)) !== null;
    },
  };
}
