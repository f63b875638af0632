import { describe, expect, it } from 'vitest';
import { parseVisitorState, visitorStateSchema } from './visitor-state.ts';

const ids = (count: number, length = 13) =>
  Array.from({ length: count }, (_, i) => String(i).padStart(length, 'a'));

// Each case as the loader might send it; parseVisitorState takes a quick way for the well-formed
// ones, and must answer exactly what the schema answers either way.
const cases: Array<[string, unknown]> = [
  [
    'a new visitor',
    { visitor_id: 'v-1', seen: [], closed: [], converted: [], embedded: [], frequency: {} },
  ],
  ['an empty object', {}],
  ['only an id', { visitor_id: 'v-2' }],
  [
    'history',
    { visitor_id: 'v', seen: ids(3), closed: ids(1), converted: ids(2), embedded: ids(1) },
  ],
  [
    'frequency entries',
    { frequency: { abcdefghijklm: { lastSeenAt: 1_700_000_000_000, visitsSinceSeen: 2 }, b: {} } },
  ],
  ['unknown fields', { visitor_id: 'v', theme: 'dark', seen: [] }],
  ['an unknown field in a frequency entry', { frequency: { a: { lastSeenAt: 1, colour: 'red' } } }],
  ['500 seen ids', { seen: ids(500) }],
  ['501 seen ids', { seen: ids(501) }],
  ['an id of 100 characters', { seen: ids(1, 100) }],
  ['an id of 101 characters', { seen: ids(1, 101) }],
  ['a visitor id of 101 characters', { visitor_id: 'v'.repeat(101) }],
  ['a number as visitor id', { visitor_id: 7 }],
  ['null as visitor id', { visitor_id: null }],
  ['a string as seen list', { seen: 'abc' }],
  ['a number in a list', { closed: ['abc', 4] }],
  ['an array as frequency', { frequency: [] }],
  ['null as frequency', { frequency: null }],
  ['a string as frequency entry', { frequency: { a: 'x' } }],
  ['a negative visit count', { frequency: { a: { visitsSinceSeen: -1 } } }],
  ['a string as time', { frequency: { a: { lastSeenAt: '5' } } }],
  ['a frequency key of 101 characters', { frequency: { ['k'.repeat(101)]: {} } }],
  ['__proto__ as a frequency key', JSON.parse('{"frequency":{"__proto__":{"lastSeenAt":1}}}')],
];

function bySchema(raw: unknown) {
  const parsed = visitorStateSchema.safeParse(raw);
  if (parsed.success) return { ok: true, state: parsed.data };
  const issue = parsed.error.issues[0]!;
  return {
    ok: false,
    problem: { field: ['cookies', ...issue.path.map(String)].join('.'), reason: issue.message },
  };
}

describe('parseVisitorState', () => {
  it.each(cases)('reads %s as the schema does', (_name, raw) => {
    expect(parseVisitorState(JSON.stringify(raw))).toEqual(bySchema(raw));
  });

  it('keeps a well-formed state whole', () => {
    const raw = {
      visitor_id: 'v-9',
      seen: ids(2),
      closed: [],
      converted: ids(1),
      embedded: [],
      frequency: { [ids(1)[0]!]: { lastSeenAt: 5, visitsSinceSeen: 1 } },
    };
    expect(parseVisitorState(JSON.stringify(raw))).toEqual({ ok: true, state: raw });
  });

  it('names the field of a problem', () => {
    expect(parseVisitorState(JSON.stringify({ seen: ['a', 4] }))).toMatchObject({
      ok: false,
      problem: { field: 'cookies.seen.1' },
    });
  });

  it('reads an absent or blank field as a visitor without history, and refuses what is not an object', () => {
    const empty = {
      visitor_id: '',
      seen: [],
      closed: [],
      converted: [],
      embedded: [],
      frequency: {},
    };
    expect(parseVisitorState(undefined)).toEqual({ ok: true, state: empty });
    expect(parseVisitorState('  ')).toEqual({ ok: true, state: empty });
    expect(parseVisitorState('{')).toMatchObject({
      ok: false,
      problem: { reason: 'is not valid JSON' },
    });
    expect(parseVisitorState('[]')).toMatchObject({
      ok: false,
      problem: { reason: 'must be a JSON object' },
    });
  });
});
