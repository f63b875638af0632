// Where a conversion or an order came from, in one vocabulary for the breakdown by source.
// An order carries the checkout's attribution (its type and source, from the tracker's cookies);
// a conversion carries what the page it was made on knew: its utm parameters and its referrer.

export type SourceKind = 'utm' | 'organic' | 'referral' | 'direct' | 'unknown';

export interface TrafficSource {
  kind: SourceKind;
  /** The campaign source or the referring host, lower case; '' for direct and unknown. */
  name: string;
}

const ORDER_KINDS: Record<string, SourceKind> = {
  utm: 'utm',
  organic: 'organic',
  referral: 'referral',
  typein: 'direct',
};

/** An order's source from its attribution type and source. */
export function orderSource(origin: { type: string | null; source: string | null }): TrafficSource {
  const kind = (origin.type && ORDER_KINDS[origin.type]) || 'unknown';
  const name = kind === 'direct' || kind === 'unknown' ? '' : (origin.source ?? '').toLowerCase();
  return { kind, name };
}

/**
 * A conversion's source: its utm_source, else the host of the page's referrer (which may be the
 * shop's own, when the visitor came from another of its pages), else unknown — the page does not
 * tell a typed-in visit from one whose browser sent no referrer.
 */
export function conversionSource(utm: Record<string, string>, referrer: string): TrafficSource {
  const campaign = utm['utm_source']?.trim().toLowerCase();
  if (campaign) return { kind: 'utm', name: campaign };
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    if (host) return { kind: 'referral', name: host };
  } catch {
    // No referrer, or not an address.
  }
  return { kind: 'unknown', name: '' };
}

export const sourceKey = (source: TrafficSource) => `${source.kind}:${source.name}`;
