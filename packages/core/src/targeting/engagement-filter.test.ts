import { describe, expect, it } from 'vitest';
import { engagementFilterPasses, parseEngagementFilter } from './engagement-filter.ts';

const SELF = 'selfpopup0001';
const LIGHTBOX = 'lightbox00001';
const EMBED = 'embedded00001';
const OTHER_EMBED = 'embedded00002';

// Seen the lightbox and one embed, closed the lightbox, converted on the embed.
const markers = {
  seen: [LIGHTBOX, EMBED, SELF],
  closed: [LIGHTBOX, SELF],
  converted: [EMBED],
  embedded: [EMBED, OTHER_EMBED],
};

describe('parseEngagementFilter', () => {
  it('reads the four parts', () => {
    expect(parseEngagementFilter(' Show | converted | OTHER | ANY ')).toEqual({
      mode: 'show',
      action: 'converted',
      kind: 'other',
      popupId: 'any',
    });
  });

  it.each([
    ['show|seen_poptin|other'],
    ['show|seen_poptin|other|any|extra'],
    ['maybe|seen_poptin|other|any'],
    ['show|clicked|other|any'],
    ['show|seen_poptin|inline|any'],
    ['show|seen_poptin|other|'],
    [''],
    [null],
  ])('refuses %j', (text) => {
    expect(parseEngagementFilter(text)).toBeNull();
  });
});

describe('engagementFilterPasses', () => {
  it.each([
    [`show|seen_poptin|other|${LIGHTBOX}`, true],
    [`dont_show|seen_poptin|other|${LIGHTBOX}`, false],
    [`show|seen_poptin|embedded|${EMBED}`, true],
    [`show|seen_poptin|embedded|${OTHER_EMBED}`, false],
    // the kind must agree with what the id is
    [`show|seen_poptin|embedded|${LIGHTBOX}`, false],
    ['show|seen_poptin|other|any', true],
    ['show|seen_poptin|embedded|any', true],
    [`show|not_seen|embedded|${OTHER_EMBED}`, true],
    [`show|not_seen|other|${LIGHTBOX}`, false],
    [`dont_show|not_seen|embedded|${OTHER_EMBED}`, false],
    [`show|closed|other|${LIGHTBOX}`, true],
    ['show|closed|embedded|any', false],
    [`show|converted|embedded|${EMBED}`, true],
    ['show|converted|other|any', false],
    ['dont_show|converted|embedded|any', false],
    ['dont_show|converted|other|any', true],
    // ids are opaque: case matters
    [`show|seen_poptin|other|${LIGHTBOX.toUpperCase()}`, false],
    // malformed hides the popup even with dont_show
    ['dont_show|seen|other|any', false],
  ])('%s passes: %s', (filter, expected) => {
    expect(engagementFilterPasses(filter, markers, SELF).passed).toBe(expected);
  });

  it('leaves the popup itself out of "any"', () => {
    const onlySelf = { seen: [SELF], closed: [SELF], converted: [], embedded: [] };
    expect(engagementFilterPasses('show|seen_poptin|other|any', onlySelf, SELF).passed).toBe(false);
    expect(engagementFilterPasses('show|not_seen|other|any', onlySelf, SELF).passed).toBe(true);
  });

  it('treats a new visitor as having seen nothing', () => {
    const none = { seen: [], closed: [], converted: [], embedded: [] };
    expect(engagementFilterPasses('show|not_seen|other|any', none, SELF).passed).toBe(true);
    expect(engagementFilterPasses('show|seen_poptin|other|any', none, SELF).passed).toBe(false);
  });
});
