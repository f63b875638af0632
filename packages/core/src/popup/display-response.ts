// The answer to POST /api/display/{clientId} (spec §3 "Display response", §6).
import type { Language } from '../messages/translate.ts';
import type { DisplayedPopup } from './popup-content.ts';
import type { WireFlag } from './wire-flag.ts';

/** The two refusal messages the spec names (§6); any not_allowed answer shows nothing. */
export const displayRefusal = {
  clientRestricted: 'Client restricted',
  maxViews: 'You have been reached the max poptins views number',
} as const;

export interface WixCartLineItem {
  rootCatalogItemId: string;
  productName: { original: string };
}

export interface WixCartDetails {
  lineItems: WixCartLineItem[];
  subtotal: { amount: string };
}

export interface DisplayResponse {
  display: 'allowed' | 'not_allowed';
  message?: string;
  /** The popups this page may show, without their content (popup-content.ts). */
  poptins: DisplayedPopup[];
  if_freemium: WireFlag;
  country: string;
  country_code: string;
  cc: string;
  ip: string;
  lang: Language;
  is_client_restriction: WireFlag;
  /** What the upgrade notice says for a restricted client; shape is the server's. */
  client_restriction_setting?: Record<string, string | number | boolean> | null;
  wix_cart_details?: WixCartDetails;
}
