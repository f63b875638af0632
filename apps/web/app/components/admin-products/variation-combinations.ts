// The variations generator's arithmetic: every combination of the terms chosen for a variable
// product's attributes (colour × size …), each named by a stable key, and the grid's rows merged
// from what the product already has and what the choice now asks for. Pure, so the editor's
// state and its unit test share it.

/** An attribute as the product offers it: the attribute's id and the names of its chosen terms. */
export interface ChosenAttribute {
  id: string;
  name: string;
  options: string[];
}

/** One combination: attribute id → term name. */
export type Combination = Record<string, string>;

/** How many variations a choice makes; the API takes at most 100 in one save. */
export const MAX_VARIATIONS = 100;

/** Every combination of the chosen terms, in the order the attributes and terms are listed. */
export function combinationsOf(attributes: readonly ChosenAttribute[]): Combination[] {
  const used = attributes.filter((attribute) => attribute.options.length > 0);
  if (used.length === 0) return [];
  let all: Combination[] = [{}];
  for (const attribute of used) {
    all = all.flatMap((partial) =>
      attribute.options.map((option) => ({ ...partial, [attribute.id]: option })),
    );
  }
  return all;
}

/** How many combinations a choice makes, without making them (to warn before it is too many). */
export function combinationCount(attributes: readonly ChosenAttribute[]): number {
  const used = attributes.filter((attribute) => attribute.options.length > 0);
  return used.length === 0 ? 0 : used.reduce((count, a) => count * a.options.length, 1);
}

/** A combination's key: the same whatever order its attributes were named in. */
export function combinationKey(combination: Combination): string {
  return Object.keys(combination)
    .sort()
    .map((id) => `${id}=${combination[id]!.toLowerCase()}`)
    .join('&');
}

/** A combination as people read it: "Navy / M". */
export function combinationLabel(
  attributes: readonly ChosenAttribute[],
  combination: Combination,
): string {
  return attributes
    .filter((attribute) => combination[attribute.id] !== undefined)
    .map((attribute) => combination[attribute.id])
    .join(' / ');
}

/**
 * The grid after generating: the rows whose combination is still offered, in the choice's order,
 * then a new row (made by `fresh`) for each combination no row has. Rows whose combination is no
 * longer offered are answered apart, so the editor can say they will be deleted on save.
 */
export function mergeCombinations<Row extends { options: Combination }>(
  rows: readonly Row[],
  attributes: readonly ChosenAttribute[],
  fresh: (combination: Combination) => Row,
): { rows: Row[]; dropped: Row[] } {
  const wanted = combinationsOf(attributes);
  const byKey = new Map(rows.map((row) => [combinationKey(row.options), row]));
  const wantedKeys = new Set(wanted.map(combinationKey));
  return {
    rows: wanted.map((combination) => byKey.get(combinationKey(combination)) ?? fresh(combination)),
    dropped: rows.filter((row) => !wantedKeys.has(combinationKey(row.options))),
  };
}
