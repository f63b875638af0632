// What a landing tells about where a visitor came from: the search engines whose referrers count
// as organic traffic and the paid-click ids ad networks append to their links (storefront spec §9
// names both sets without listing them; these are the ones WooCommerce's tracker and the ad
// networks' own documentation name).

/** A search engine: its name as a source, and the host labels its referrers carry. */
interface SearchEngine {
  source: string;
  /** Matched against the referrer's host, label by label ("google" matches www.google.co.il). */
  hostLabel: string;
}

const searchEngines: readonly SearchEngine[] = [
  { source: 'google', hostLabel: 'google' },
  { source: 'bing', hostLabel: 'bing' },
  { source: 'yahoo', hostLabel: 'yahoo' },
  { source: 'yandex', hostLabel: 'yandex' },
  { source: 'duckduckgo', hostLabel: 'duckduckgo' },
  { source: 'baidu', hostLabel: 'baidu' },
  { source: 'ecosia', hostLabel: 'ecosia' },
  { source: 'naver', hostLabel: 'naver' },
  { source: 'seznam', hostLabel: 'seznam' },
  { source: 'ask', hostLabel: 'ask' },
  { source: 'aol', hostLabel: 'aol' },
  { source: 'qwant', hostLabel: 'qwant' },
  { source: 'startpage', hostLabel: 'startpage' },
  { source: 'brave', hostLabel: 'search.brave' },
];

/** The search engine a referrer host belongs to, or null. */
export function searchEngineOf(host: string): string | null {
  const labels = host.toLowerCase().split('.');
  for (const engine of searchEngines) {
    const wanted = engine.hostLabel.split('.');
    for (let start = 0; start + wanted.length <= labels.length; start++) {
      if (wanted.every((label, index) => labels[start + index] === label)) return engine.source;
    }
  }
  return null;
}

/**
 * Paid-click ids and the network each means. A landing with one and no utm_source is paid traffic
 * from that network (medium "cpc"), as the ad networks' auto-tagging intends.
 */
export const paidClickIds: Readonly<Record<string, string>> = {
  gclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  dclid: 'google',
  msclkid: 'bing',
  fbclid: 'facebook',
  ttclid: 'tiktok',
  twclid: 'twitter',
  li_fat_id: 'linkedin',
  yclid: 'yandex',
  epik: 'pinterest',
};

/**
 * The campaign WooCommerce's tracker (sourcebuster.js) records for the two click ids it knows
 * itself: a Google Ads or Yandex Direct landing without utm_campaign is campaign "google_cpc" or
 * "yandex_cpc", so orders from auto-tagged ads group by network in the owner's reports. Other
 * networks' ids say the source and medium only, as WooCommerce's do.
 */
export const paidClickCampaigns: Readonly<Record<string, string>> = {
  gclid: 'google_cpc',
  yclid: 'yandex_cpc',
};
