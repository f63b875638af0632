// The attribution fields a checkout carries (spec §3 "Attribution fields"): each is a hidden input
// named by the configured prefix plus the field's name, filled from the tracker's cookies, and
// stored on the order. The traffic-source fields are the spec's ten; the session fields tell the
// owner how the visit that bought went (where it entered, how many pages, which visit it was).
import { isOneLineText } from '../plain-text.ts';
import { parseRecord } from './cookie-record.ts';
import { trackerCookies } from './visit-tracker.ts';

export const attributionFieldNames = [
  'type',
  'source',
  'medium',
  'campaign',
  'content',
  'term',
  'id',
  'platform',
  'format',
  'tactic',
  'referrer',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type AttributionFieldName = (typeof attributionFieldNames)[number];
export type AttributionFields = Partial<Record<AttributionFieldName, string>>;

/** The prefix the hidden inputs carry unless the owner configures another. */
export const DEFAULT_ATTRIBUTION_PREFIX = 'pinwheel_attribution_';

/** A prefix an input name can start with: letters, digits, '_' and '-'. */
export const ATTRIBUTION_PREFIX_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

/** Longest value kept per field, as the cookies keep them. */
const FIELD_MAX = 200;

const sourceKeys: Partial<Record<AttributionFieldName, string>> = {
  type: 'typ',
  source: 'src',
  medium: 'mdm',
  campaign: 'cmp',
  content: 'cnt',
  term: 'trm',
  id: 'id',
  platform: 'plt',
  format: 'fmt',
  tactic: 'tct',
  referrer: 'rf',
  session_entry: 'ep',
  session_start_time: 'fd',
};

/** The fields for the current visit as the tracker's cookies tell them; {} with no tracking. */
export function attributionFromCookies(
  cookies: Readonly<Record<string, string | undefined>>,
): AttributionFields {
  const current = parseRecord(cookies[trackerCookies.current]);
  if (!current) return {};
  const session = parseRecord(cookies[trackerCookies.session]);
  const userData = parseRecord(cookies[trackerCookies.userData]);
  const fields: AttributionFields = {};
  for (const [field, key] of Object.entries(sourceKeys) as Array<[AttributionFieldName, string]>) {
    const value = current[key];
    if (value) fields[field] = value;
  }
  if (session?.pgs) fields.session_pages = session.pgs;
  if (userData?.vst) fields.session_count = userData.vst;
  if (userData?.uag) fields.user_agent = userData.uag;
  return fields;
}

/**
 * The fields a checkout form posted under `prefix`. They come from the visitor's browser, so
 * each is only kept as one line of at most 200 characters; anything else is left out.
 */
export function attributionFromForm(
  read: (name: string) => string | null,
  prefix: string,
): AttributionFields {
  const fields: AttributionFields = {};
  for (const field of attributionFieldNames) {
    const value = read(prefix + field)?.trim();
    if (value && value.length <= FIELD_MAX && isOneLineText(value)) fields[field] = value;
  }
  return fields;
}
