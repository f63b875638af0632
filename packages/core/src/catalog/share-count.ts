// Share counts as the share buttons show them (spec storefront §9): the number below 1000,
// "nK+" up to 9999, then "10K+". Shared by the server render and the browser.

/** The networks a page can be shared to from its share buttons; their counts are kept per page. */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'pinterest', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export type ShareCounts = Record<ShareNetwork, number>;

export function formatShareCount(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  if (whole < 1000) return String(whole);
  if (whole <= 9999) return `${Math.floor(whole / 1000)}K+`;
  return '10K+';
}
