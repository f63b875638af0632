// Reads the visitor state the loader sends as JSON in the display request's `cookies` field (core's
// DisplayVisitorState) into what the targeting engine takes. Every field is optional, so an older
// or partial loader still gets an answer; wrong types are a 400 naming the field. Unknown fields
// are ignored, so the loader may add state for its own rules.
import type {
  DisplayVisitorState,
  EngagementMarkers,
  FrequencyState,
  VisitorContext,
} from '@pinwheel/core';
import { z } from 'zod';

const MAX_IDS = 500;
const MAX_ID_LENGTH = 100;
const idList = z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_IDS).default([]);

/** The one definition of the state; exported for the test that holds the quick way to it. */
export const visitorStateSchema = z.object({
  visitor_id: z.string().max(MAX_ID_LENGTH).default(''),
  seen: idList,
  closed: idList,
  converted: idList,
  embedded: idList,
  frequency: z
    .record(
      z.string().max(MAX_ID_LENGTH),
      z.object({
        lastSeenAt: z.number().finite().optional(),
        visitsSinceSeen: z.number().finite().min(0).optional(),
      }),
    )
    .default({}),
});

type FrequencyEntry = DisplayVisitorState['frequency'][string];

export interface VisitorStateProblem {
  field: string;
  reason: string;
}

export type ParsedVisitorState =
  { ok: true; state: DisplayVisitorState } | { ok: false; problem: VisitorStateProblem };

const emptyState = (): DisplayVisitorState => ({
  visitor_id: '',
  seen: [],
  closed: [],
  converted: [],
  embedded: [],
  frequency: {},
});

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_IDS &&
  value.every((id) => typeof id === 'string' && id.length <= MAX_ID_LENGTH);

const isCount = (value: unknown, min = -Infinity) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= min);

const frequencyEntryKeys = new Set(['lastSeenAt', 'visitsSinceSeen']);

function isFrequencyEntry(entry: unknown): entry is FrequencyEntry {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  for (const key in entry) if (!frequencyEntryKeys.has(key)) return false;
  const { lastSeenAt, visitsSinceSeen } = entry as Record<string, unknown>;
  return isCount(lastSeenAt) && isCount(visitsSinceSeen, 0);
}

/**
 * The state as the schema would give it, when it is plainly well-formed; otherwise undefined, and
 * the schema decides (and words the problem). Nearly every request takes this way: the schema's
 * parse cost the display path more than the rest of reading the state (a test holds the two to the
 * same answers).
 */
function wellFormedState(raw: Record<string, unknown>): DisplayVisitorState | undefined {
  // Defaults for absent fields only, as the schema's: a null is a problem, not an absence.
  const { visitor_id = '', seen = [], closed = [], converted = [], embedded = [] } = raw;
  const { frequency = {} } = raw;
  if (typeof visitor_id !== 'string' || visitor_id.length > MAX_ID_LENGTH) return undefined;
  if (!isIdList(seen) || !isIdList(closed) || !isIdList(converted) || !isIdList(embedded)) {
    return undefined;
  }
  if (typeof frequency !== 'object' || frequency === null || Array.isArray(frequency)) {
    return undefined;
  }
  const entries: Record<string, FrequencyEntry> = {};
  for (const [id, entry] of Object.entries(frequency)) {
    // "__proto__" would set the prototype of `entries` rather than add an entry.
    if (id.length > MAX_ID_LENGTH || id === '__proto__' || !isFrequencyEntry(entry)) {
      return undefined;
    }
    entries[id] = { ...entry };
  }
  return { visitor_id, seen, closed, converted, embedded, frequency: entries };
}

/** Parses the `cookies` form field; a missing or empty field is a visitor with no history. */
export function parseVisitorState(json: string | undefined): ParsedVisitorState {
  if (json === undefined || json.trim() === '') return { ok: true, state: emptyState() };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, problem: { field: 'cookies', reason: 'is not valid JSON' } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problem: { field: 'cookies', reason: 'must be a JSON object' } };
  }
  const quick = wellFormedState(raw as Record<string, unknown>);
  if (quick) return { ok: true, state: quick };
  const parsed = visitorStateSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['cookies', ...issue.path.map(String)].join('.');
    return { ok: false, problem: { field: path, reason: issue.message } };
  }
  return { ok: true, state: parsed.data };
}

/** The engagement markers and frequency states the targeting engine reads. */
export function targetingInputsOf(
  state: DisplayVisitorState,
): Pick<VisitorContext, 'engagement' | 'frequency'> {
  const engagement: EngagementMarkers = {
    seen: state.seen,
    closed: state.closed,
    converted: state.converted,
    embedded: state.embedded,
  };
  const frequency: Record<string, FrequencyState> = {};
  for (const id of state.seen) frequency[id] = { seen: true };
  for (const [id, entry] of Object.entries(state.frequency)) {
    frequency[id] = { seen: true, ...entry };
  }
  return { engagement, frequency };
}
