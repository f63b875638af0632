// The owner's webhook endpoints, their delivery log and each site's conversion code
// (modules/leads/pages.ts).

export interface WebhookEndpointSummary {
  id: string;
  siteName: string;
  url: string;
  secret: string;
}

export interface DeliveryAttemptSummary {
  id: string;
  createdAt: number;
  endpointUrl: string;
  /** The lead delivered, or null for a test delivery. */
  leadId: string | null;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface IntegrationsPages {
  overview(): Promise<{
    /** Each site with its conversion code (HTML added to the page head after a conversion). */
    sites: Array<{ id: string; name: string; conversionCode: string }>;
    endpoints: WebhookEndpointSummary[];
    log: DeliveryAttemptSummary[];
  }>;
  add(siteId: string, url: string): Promise<'added' | 'bad_url' | 'unknown_site'>;
  remove(endpointId: string): Promise<boolean>;
  sendTest(endpointId: string): Promise<boolean>;
  saveConversionCode(siteId: string, code: string): Promise<boolean>;
}
