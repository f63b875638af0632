// The owner API's news-ticker block: one to ten one-line messages of at most 200 characters, the
// next every 3 to 60 s (unset: the spec's 7 s); what it refuses names the field.
import { describe, expect, it } from 'vitest';
import { popupWriteSchema } from './popup-schema.ts';
import { popupBody } from './testing/display-fixtures.ts';

const withTicker = (ticker: Record<string, unknown>) => ({
  ...popupBody(),
  poptin_type: 'bar',
  poptin_format: 'format_1',
  design: { blocks: [{ type: 'ticker', ...ticker }] },
});

const refusal = (ticker: Record<string, unknown>) =>
  popupWriteSchema.safeParse(withTicker(ticker)).error?.issues.map((issue) => issue.path.join('.'));

describe('news-ticker block', () => {
  it('takes messages with or without an interval, trimmed', () => {
    const parsed = popupWriteSchema.parse(
      withTicker({ messages: [' Free returns ', 'New arrivals'], interval_ms: 5000 }),
    );
    expect(parsed.design?.blocks[0]).toEqual({
      type: 'ticker',
      messages: ['Free returns', 'New arrivals'],
      interval_ms: 5000,
    });
    expect(refusal({ messages: ['One'] })).toBeUndefined();
    expect(
      refusal({ messages: Array.from({ length: 10 }, (_, n) => `Message ${n}`) }),
    ).toBeUndefined();
  });

  it('refuses no message, a blank one, an eleventh, a long one, or a line break', () => {
    expect(refusal({ messages: [] })).toEqual(['design.blocks.0.messages']);
    expect(refusal({ messages: ['  '] })).toEqual(['design.blocks.0.messages.0']);
    expect(refusal({ messages: Array.from({ length: 11 }, () => 'Hi') })).toEqual([
      'design.blocks.0.messages',
    ]);
    expect(refusal({ messages: ['x'.repeat(201)] })).toEqual(['design.blocks.0.messages.0']);
    expect(refusal({ messages: ['x'.repeat(200)] })).toBeUndefined();
    expect(refusal({ messages: ['two\nlines'] })).toEqual(['design.blocks.0.messages.0']);
  });

  it('refuses an interval under 3 s or over 60 s, or not whole milliseconds', () => {
    expect(refusal({ messages: ['a'], interval_ms: 2999 })).toEqual([
      'design.blocks.0.interval_ms',
    ]);
    expect(refusal({ messages: ['a'], interval_ms: 60_001 })).toEqual([
      'design.blocks.0.interval_ms',
    ]);
    expect(refusal({ messages: ['a'], interval_ms: 3000 })).toBeUndefined();
    expect(refusal({ messages: ['a'], interval_ms: 4000.5 })).toEqual([
      'design.blocks.0.interval_ms',
    ]);
  });
});
