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
const idList = z.array(z.string().max(100)).max(MAX_IDS).default([]);

const visitorStateSchema = z.object({
  visitor_id: z.string().max(100).default(''),
  seen: idList,
  closed: idList,
  converted: idList,
  embedded: idList,
  frequency: z
    .record(
      z.string().max(100),
      z.object({
        lastSeenAt: z.number().finite().optional(),
        visitsSinceSeen: z.number().finite().min(0).optional(),
      }),
    )
    .default({}),
});

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
