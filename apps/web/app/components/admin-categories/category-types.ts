// Categories as the platform API answers them (wc/v3 products/categories), and the tree the page
// draws from the flat list: each category's children in menu order (then name, as the shop's menu
// orders them), and which categories sit at or below one (a category cannot move under those).
import type { AnswerOf, Operation } from '@pinwheel/client';

export type WcCategory = AnswerOf<Operation<'/wp-json/wc/v3/products/categories/{id}', 'get'>>;

export const CATEGORIES_KEY = ['wc/v3', 'products/categories'];

export const parentOf = (category: WcCategory): string | null =>
  category.parent === 0 ? null : category.parent;

export function childrenByParent(
  categories: readonly WcCategory[],
): Map<string | null, WcCategory[]> {
  const known = new Set(categories.map((one) => one.id));
  const children = new Map<string | null, WcCategory[]>();
  for (const category of categories) {
    // A parent missing from the list (never, but a tree must not lose a branch) counts as the top.
    const parent = parentOf(category);
    const key = parent !== null && known.has(parent) ? parent : null;
    children.set(key, [...(children.get(key) ?? []), category]);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.menu_order - b.menu_order || a.name.localeCompare(b.name));
  }
  return children;
}

/** A category's id and every id below it. */
export function idsAtOrBelow(id: string, children: Map<string | null, WcCategory[]>): Set<string> {
  const found = new Set([id]);
  const waiting = [id];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    for (const child of children.get(next) ?? []) {
      if (found.has(child.id)) continue;
      found.add(child.id);
      waiting.push(child.id);
    }
  }
  return found;
}

/** Every category in tree order with its depth, for the parent choice. */
export function treeOrder(
  children: Map<string | null, WcCategory[]>,
  parent: string | null = null,
  depth = 0,
): Array<{ category: WcCategory; depth: number }> {
  return (children.get(parent) ?? []).flatMap((category) => [
    { category, depth },
    ...treeOrder(children, category.id, depth + 1),
  ]);
}
