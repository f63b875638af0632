// Per-popup seen, closed and converted markers (spec §3), one cookie per popup and kind. The seen
// marker doubles as the display-frequency state: when it was shown and in which visit.
import type { DisplayVisitorState, FrequencyState } from '@pinwheel/core';
import type { CookieJarStore } from './cookie-jar.ts';
import { popupMarkerCookies } from './cookie-names.ts';

export type MarkerKind = keyof typeof popupMarkerCookies;

/** Popup ids per marker (core's EngagementMarkers), with the frequency state of the seen ones. */
export interface PopupMarkers {
  seen: string[];
  closed: string[];
  converted: string[];
  /** Seen popups that are embedded ones. */
  embedded: string[];
  /** Per seen popup id: frequency state relative to the current visit. */
  frequency: Record<string, FrequencyState>;
}

export function markPopup(
  jar: CookieJarStore,
  kind: MarkerKind,
  popupId: string,
  value: string,
): void {
  const spec = popupMarkerCookies[kind];
  jar.write(spec, value, spec.name + encodeURIComponent(popupId));
}

/** Marks a popup shown now, in visit `visitNumber`. */
export function markSeen(
  jar: CookieJarStore,
  popupId: string,
  seen: { now: number; visitNumber: number; embedded: boolean },
): void {
  markPopup(jar, 'seen', popupId, `${seen.now}|${seen.visitNumber}|${seen.embedded ? 'e' : 'o'}`);
}

export function readPopupMarkers(jar: CookieJarStore, visitNumber: number): PopupMarkers {
  const markers: PopupMarkers = {
    seen: [],
    closed: [],
    converted: [],
    embedded: [],
    frequency: {},
  };
  for (const [name, value] of Object.entries(jar.all())) {
    for (const kind of ['seen', 'closed', 'converted'] as const) {
      const prefix = popupMarkerCookies[kind].name;
      if (!name.startsWith(prefix) || name.length === prefix.length) continue;
      let id: string;
      try {
        id = decodeURIComponent(name.slice(prefix.length));
      } catch {
        continue;
      }
      markers[kind].push(id);
      if (kind !== 'seen') continue;
      const [at, visit, where] = value.split('|');
      const lastSeenAt = Number(at);
      const seenVisit = Number(visit);
      markers.frequency[id] = {
        seen: true,
        ...(Number.isFinite(lastSeenAt) && lastSeenAt > 0 ? { lastSeenAt } : {}),
        ...(Number.isInteger(seenVisit) && seenVisit > 0
          ? { visitsSinceSeen: Math.max(0, visitNumber - seenVisit) }
          : {}),
      };
      if (where === 'e') markers.embedded.push(id);
    }
  }
  return markers;
}

/** The `cookies` field of the display request: the markers as the server's contract names them. */
export function displayVisitorState(visitorId: string, markers: PopupMarkers): DisplayVisitorState {
  const frequency: DisplayVisitorState['frequency'] = {};
  for (const [id, state] of Object.entries(markers.frequency)) {
    frequency[id] = { lastSeenAt: state.lastSeenAt, visitsSinceSeen: state.visitsSinceSeen };
  }
  return {
    visitor_id: visitorId,
    seen: markers.seen,
    closed: markers.closed,
    converted: markers.converted,
    embedded: markers.embedded,
    frequency,
  };
}
