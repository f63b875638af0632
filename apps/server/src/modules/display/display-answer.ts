// Writes display answers as JSON bytes (spec §3 "Display response"). Each popup's JSON was made
// and encoded once per cache entry, so an answer with twenty popups is one copy of ready bytes:
// no serialising, no string flattening, no UTF-8 encoding per request (measured: those were a
// fifth of the display path's time). The fields and their order are the spec's. For a browser
// that takes gzip (all do) the answer is spliced around the array deflated once (gzip-splice.ts).
import type { DisplayResponse, Language, WixCartDetails } from '@pinwheel/core';
import type { DisplayRefusal } from './display-decision.ts';
import type { VisitorCountry } from './geoip.ts';
import { deflatedPart, gzipSplice, type DeflatedPart } from './gzip-splice.ts';
import type { ServedPopup, SiteSnapshot } from './site-snapshot.ts';

export interface VisitorFacts {
  country: VisitorCountry;
  ip: string;
  lang: Language;
}

export type DisplayOutcome =
  DisplayRefusal | { display: 'allowed'; snapshot: SiteSnapshot; popups: readonly ServedPopup[] };

/** What the upgrade notice of a restricted client is told (the spec leaves its shape to us). */
const restrictionSetting = { show_upgrade_notice: true, reason: 'client_restricted' };

const comma = Buffer.from(',');
const emptyArray = { raw: Buffer.from('[]') };

/**
 * The chosen popups' JSON array; its deflated form once an answer was gzipped with it; and the
 * last head written before it with the two as one buffer (display answers that allow have one head,
 * so an answer is then that buffer and the visitor's tail).
 */
interface PoptinsArray {
  raw: Buffer;
  deflated?: DeflatedPart;
  headed?: { head: string; bytes: Buffer };
}

/**
 * The JSON array of the chosen popups. Most visitors of a site get the same set, so each set's
 * array is kept with the snapshot it came from (and goes when the snapshot is replaced).
 */
const arraysBySnapshot = new WeakMap<SiteSnapshot, Map<string, PoptinsArray>>();
const MAX_ARRAYS_PER_SNAPSHOT = 64;

/**
 * The same, by the chosen list itself: a visitor without history gets the very list another such
 * visitor got (display-decision.ts keeps them), so the ids need not be joined into a key.
 */
const arraysByChoice: Record<Language, WeakMap<readonly ServedPopup[], PoptinsArray>> = {
  en: new WeakMap(),
  he: new WeakMap(),
};

/** The popups' JSON array in the answer's language: each popup's translation where it has one. */
function poptinsArray(outcome: DisplayOutcome, lang: Language): PoptinsArray {
  if (outcome.display !== 'allowed' || outcome.popups.length === 0) return emptyArray;
  const { snapshot, popups } = outcome;
  const known = arraysByChoice[lang].get(popups);
  if (known) return known;
  let arrays = arraysBySnapshot.get(snapshot);
  if (!arrays) arraysBySnapshot.set(snapshot, (arrays = new Map()));
  let key = lang;
  for (const popup of popups) key += popup.id;
  let array = arrays.get(key);
  if (!array) {
    const parts: Buffer[] = [Buffer.from('[')];
    popups.forEach((popup, i) => {
      const json = popup.translated[lang]?.json ?? popup.json;
      parts.push(...(i > 0 ? [comma, json] : [json]));
    });
    parts.push(Buffer.from(']'));
    array = { raw: Buffer.concat(parts) };
    // Visitors with unusual sets (A/B variants, seen markers) must not grow this without bound.
    if (arrays.size >= MAX_ARRAYS_PER_SNAPSHOT) arrays.clear();
    arrays.set(key, array);
  }
  arraysByChoice[lang].set(popups, array);
  return array;
}

/**
 * Gzipped answers are carved out of shared slabs, the way Node pools its small buffers: a fresh
 * ArrayBuffer per request (what Buffer.concat makes above 4 KB) costs more than assembling the
 * answer. A slab lives until its last answer is written; a larger answer gets its own buffer.
 */
const SLAB_BYTES = 256 * 1024;
let slab = Buffer.allocUnsafe(0);
let slabUsed = 0;

function answerBuffer(bytes: number): Buffer {
  if (bytes > SLAB_BYTES / 4) return Buffer.allocUnsafe(bytes);
  if (slabUsed + bytes > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const answer = slab.subarray(slabUsed, slabUsed + bytes);
  // Keep the next answer 8-byte aligned, as Node's own pool does.
  slabUsed += (bytes + 7) & ~7;
  return answer;
}

/**
 * An answer's bytes, gzipped or not, as the buffers to send in order: a plain answer is the kept
 * head-and-popups buffer and the visitor's short tail, sent as they are (the display lane writes
 * them in one go); copying 20 KB into one buffer per request cost more.
 */
export interface EncodedAnswer {
  chunks: readonly Buffer[];
  byteLength: number;
  gzipped: boolean;
}

/** The answer as one buffer (the Fastify routes send one). */
export function answerBody(answer: EncodedAnswer): Buffer {
  return answer.chunks.length === 1
    ? answer.chunks[0]!
    : Buffer.concat(answer.chunks, answer.byteLength);
}

/** Answers whose popups take less than this go out as they are: gzip would save next to nothing. */
const GZIP_MIN_BYTES = 1024;

/** `before` + the popups' JSON array + `after`, gzipped when asked and worth it. */
function withPoptins(
  outcome: DisplayOutcome,
  before: string,
  after: string,
  gzip: boolean,
  lang: Language,
): EncodedAnswer {
  const array = poptinsArray(outcome, lang);
  if (gzip && array.raw.length >= GZIP_MIN_BYTES) {
    array.deflated ??= deflatedPart(array.raw);
    const body = gzipSplice(Buffer.from(before), array.deflated, Buffer.from(after), answerBuffer);
    if (body) return { chunks: [body], byteLength: body.length, gzipped: true };
  }
  let headed = array.headed;
  if (headed?.head !== before) {
    headed = { head: before, bytes: Buffer.concat([Buffer.from(before), array.raw]) };
    array.headed = headed;
  }
  const tail = Buffer.from(after);
  return {
    chunks: [headed.bytes, tail],
    byteLength: headed.bytes.length + tail.length,
    gzipped: false,
  };
}

/** What a display answer says before its popups: the same bytes for every answer that allows. */
const ALLOWED_HEAD = '{"display":"allowed","poptins":';

function refusalHead(message: string): string {
  const head: Pick<DisplayResponse, 'display' | 'message'> = { display: 'not_allowed', message };
  return `${JSON.stringify(head).slice(0, -1)},"poptins":`;
}

/** The answer to POST /api/display/{clientId}, gzipped when `gzip` (the browser takes it). */
export function writeDisplayAnswer(
  outcome: DisplayOutcome,
  facts: VisitorFacts,
  gzip = false,
  wixCartDetails?: WixCartDetails,
): EncodedAnswer {
  const restricted = outcome.display === 'not_allowed' && outcome.reason === 'client_restricted';
  const head = outcome.display === 'allowed' ? ALLOWED_HEAD : refusalHead(outcome.message);
  const tail: Omit<DisplayResponse, 'display' | 'message' | 'poptins'> = {
    if_freemium: outcome.snapshot?.site.isFreemium ? 1 : 0,
    country: facts.country.name,
    country_code: facts.country.code,
    // cc is what the browser remembers for a year: never a guess, or the default would stick.
    cc: facts.country.source === 'default' ? '' : facts.country.code,
    ip: facts.ip,
    lang: facts.lang,
    is_client_restriction: restricted ? 1 : 0,
    client_restriction_setting: restricted ? restrictionSetting : null,
    ...(wixCartDetails ? { wix_cart_details: wixCartDetails } : {}),
  };
  return withPoptins(outcome, head, `,${JSON.stringify(tail).slice(1)}`, gzip, facts.lang);
}

/** The answer to the click calls: display, message, country, country_code, if_freemium, lang, poptins. */
export function writeClickAnswer(
  outcome: DisplayOutcome,
  facts: VisitorFacts,
  gzip = false,
): EncodedAnswer {
  const head = {
    display: outcome.display,
    ...(outcome.display === 'not_allowed' ? { message: outcome.message } : {}),
    country: facts.country.name,
    country_code: facts.country.code,
    if_freemium: outcome.snapshot?.site.isFreemium ? 1 : 0,
    lang: facts.lang,
  };
  return withPoptins(
    outcome,
    `${JSON.stringify(head).slice(0, -1)},"poptins":`,
    '}',
    gzip,
    facts.lang,
  );
}
