// Site snapshots built in memory, for unit tests of what the display path does with a cache entry
// (choosing popups, writing answers) without a database.
import { abTestOf, prepareRules, variantGroups, type Popup } from '@pinwheel/core';
import type { ServedPopup, SiteSnapshot } from '../site-snapshot.ts';

/** A live lightbox popup with a 13-character id made from `index`, its text `textBytes` long. */
export function served(index: number, textBytes = 10, fields: Partial<Popup> = {}): ServedPopup {
  const id = `popup${String(index).padStart(8, '0')}`;
  const popup = {
    poptin_id: id,
    poptin_name: `Popup ${index} ✓`,
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    poptin: `<p>${'x'.repeat(textBytes)}</p>`,
    design_properties: {},
    ...fields,
  } satisfies Popup;
  return {
    id,
    status: 'live',
    popup,
    json: Buffer.from(JSON.stringify(popup)),
    content: { version: 'v1', json: Buffer.from('{}') },
    rules: prepareRules(popup),
    abTest: abTestOf(popup),
    translated: {},
    codeStop: null,
  };
}

/** A site with no limits whose live popups are `popups`, in that order, A/B tests worked out. */
export function snapshotOf(popups: ServedPopup[]): SiteSnapshot {
  const inAbTests = popups.filter((popup) => popup.abTest !== null).map(({ popup }) => popup);
  return {
    site: {
      id: 'site-1',
      clientId: 'client-1',
      name: 'Shop',
      allowedDomains: [],
      monthlyViewLimit: null,
      isFreemium: false,
      isRestricted: false,
      createdAt: 0,
      updatedAt: 0,
    },
    byId: new Map(popups.map((popup) => [popup.id, popup])),
    live: popups,
    abTests: variantGroups(inAbTests),
    inAbTests,
    month: '2026-11',
    monthEndsAt: Number.MAX_SAFE_INTEGER,
    expiresAt: Number.MAX_SAFE_INTEGER,
    viewsAtLoad: 0,
    localAtLoad: { recorded: 0, pending: 0 },
  };
}
