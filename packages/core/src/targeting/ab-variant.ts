// A/B split. Rendezvous hashing: every variant scores hash(test, visitor, variant) and the highest
// wins. Deterministic (same visitor, same variant, on any server), even in expectation, blind to
// list order, and adding or removing a variant moves only the visitors it must.
import type { Popup } from '../popup/popup.ts';
import { isOn } from '../popup/wire-flag.ts';

// FNV-1a, then the murmur3 finaliser: FNV alone leaves ids that differ in one character with
// correlated scores, which skews the split for sequential visitor ids.
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Throws RangeError on an empty list: a test always has at least its original. */
export function chooseVariant(
  variantIds: readonly string[],
  visitorId: string,
  parentId = '',
): string {
  let chosen: string | undefined;
  let best = -1;
  for (const id of variantIds) {
    const score = hash32(`${parentId}\u0000${visitorId}\u0000${id}`);
    if (score > best || (score === best && chosen !== undefined && id < chosen)) {
      chosen = id;
      best = score;
    }
  }
  if (chosen === undefined) throw new RangeError('chooseVariant needs at least one variant');
  return chosen;
}

/** The A/B test a popup belongs to (its original's id), or null when it is not in one. */
export function abTestOf(
  popup: Pick<Popup, 'poptin_id' | 'ab_test' | 'ab_test_parent_id'>,
): string | null {
  if (popup.ab_test_parent_id) return popup.ab_test_parent_id;
  return isOn(popup.ab_test) ? popup.poptin_id : null;
}

type InTest = Pick<Popup, 'poptin_id' | 'ab_test' | 'ab_test_parent_id'>;

/** The A/B tests among these popups: each test's id with the ids of its variants. */
export function variantGroups(popups: readonly InTest[]): Map<string, string[]> {
  const tests = new Map<string, string[]>();
  for (const popup of popups) {
    const test = abTestOf(popup);
    if (test !== null) tests.set(test, [...(tests.get(test) ?? []), popup.poptin_id]);
  }
  return tests;
}

/**
 * Keeps popups outside tests and, from each test, only the variant this visitor gets. `tests` is
 * variantGroups(popups), for a caller that splits the same popups often.
 */
export function keepChosenVariants<T extends InTest>(
  popups: readonly T[],
  visitorId: string,
  tests: ReadonlyMap<string, readonly string[]> = variantGroups(popups),
): T[] {
  return popups.filter((popup) => {
    const test = abTestOf(popup);
    return (
      test === null || chooseVariant(tests.get(test) ?? [], visitorId, test) === popup.poptin_id
    );
  });
}
