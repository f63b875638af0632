// Where each share button sends the visitor (the networks' own share pages), and the count call
// every share button makes (spec storefront §7: our own server counts shares per page and network).
import type { Language, ShareNetwork } from '@pinwheel/core';
import { postToShop } from '../../storefront-call.ts';

export function shareUrl(
  network: Exclude<ShareNetwork, 'email'>,
  page: { url: string; title: string; image?: string },
): string {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${url}&description=${title}${
        page.image ? `&media=${encodeURIComponent(page.image)}` : ''
      }`;
  }
}

export interface ShareCountAnswer {
  count: number;
  label: string;
}

/** Counts a share; answers the page's new count for that network (null when the call failed). */
export async function countShare(
  path: string,
  network: ShareNetwork,
  page: { nonce: string; lang: Language },
): Promise<ShareCountAnswer | null> {
  try {
    return await postToShop<ShareCountAnswer>('/api/shares', { path, network }, page);
  } catch {
    // The share itself went ahead; a count that did not arrive is not the visitor's problem.
    return null;
  }
}
