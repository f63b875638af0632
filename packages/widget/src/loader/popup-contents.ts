// Popups' content (what drawing them needs) by poptin_url, fetched once per page: when a popup's
// triggers are armed (so a fired trigger paints at once) or when it fires. The URL is versioned and
// cached by the browser for a year, so a returning visitor's prefetch costs no request at all.
import type { DisplayedPopup, PopupContent } from '@pinwheel/core';
import type { DisplayClient } from './display-client.ts';

export interface PopupContents {
  /** The popup's content, fetched once (call it to prefetch); null when it could not be had (the failure is logged, spec §8). */
  load(popup: DisplayedPopup): Promise<PopupContent | null>;
}

export function popupContents(client: Pick<DisplayClient, 'content'>): PopupContents {
  const byUrl = new Map<string, Promise<PopupContent | null>>();

  function load(popup: DisplayedPopup): Promise<PopupContent | null> {
    const url = popup.poptin_url;
    if (typeof url !== 'string' || url === '') return Promise.resolve(null);
    let content = byUrl.get(url);
    if (!content) {
      content = client.content(url).then((answer) => {
        // A failed fetch may be tried again when the popup fires.
        if (!answer) byUrl.delete(url);
        return answer;
      });
      byUrl.set(url, content);
    }
    return content;
  }

  return { load };
}
