// engagement_with_other_poptin_filter (spec §3): show or hide a popup by what the visitor did with
// other popups, e.g. 'show|converted|other|abcdefghijklm' or 'dont_show|seen_poptin|embedded|any'.
import type { ShowMode } from '../popup/targeting-fields.ts';
import type { RuleOutcome } from './rule-outcome.ts';
import { applyShowMode, parseShowMode } from './show-mode.ts';

/** Popup ids the visitor's browser has markers for (spec §3 "Visitor state"). */
export interface EngagementMarkers {
  seen: readonly string[];
  closed: readonly string[];
  converted: readonly string[];
  /** Which of the popups above are embedded ones; every other id counts as `other`. */
  embedded: readonly string[];
}

export type EngagementAction = 'seen_poptin' | 'not_seen' | 'closed' | 'converted';

export interface EngagementFilter {
  mode: ShowMode;
  action: EngagementAction;
  kind: 'embedded' | 'other';
  /** A popup id, or 'any'. */
  popupId: string;
}

const actions: readonly string[] = ['seen_poptin', 'not_seen', 'closed', 'converted'];

export function parseEngagementFilter(text: unknown): EngagementFilter | null {
  if (typeof text !== 'string') return null;
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 4) return null;
  const [modeText = '', actionText = '', kindText = '', id = ''] = parts;
  const mode = parseShowMode(modeText);
  const action = actionText.toLowerCase();
  const kind = kindText.toLowerCase();
  if (!mode || !actions.includes(action) || (kind !== 'embedded' && kind !== 'other') || !id) {
    return null;
  }
  const popupId = id.toLowerCase() === 'any' ? 'any' : id;
  return { mode, action: action as EngagementAction, kind, popupId };
}

/**
 * not_seen is the negation of seen_poptin over the same popups. `any` means any other popup of
 * that kind: the popup being decided is left out, or "seen any" would hold after its own view.
 */
export function engagementFilterPasses(
  text: unknown,
  markers: EngagementMarkers,
  selfId: string,
): RuleOutcome {
  const filter = parseEngagementFilter(text);
  if (!filter) return { passed: false, detail: `malformed filter "${String(text)}"` };
  const { action, kind, mode, popupId } = filter;
  const marked =
    action === 'closed'
      ? markers.closed
      : action === 'converted'
        ? markers.converted
        : markers.seen;
  const engaged = marked.filter(
    (id) => id !== selfId && markers.embedded.includes(id) === (kind === 'embedded'),
  );
  const happened = popupId === 'any' ? engaged.length > 0 : engaged.includes(popupId);
  const holds = action === 'not_seen' ? !happened : happened;
  return {
    passed: applyShowMode(mode, holds),
    detail: `${action} ${kind} ${popupId} is ${holds} (${mode})`,
  };
}
