// The owner's writes of categories (the platform API's wc/v3 products/categories): a slug made
// from the name when none is given, a taken slug refused, a parent that exists and is not the
// category itself or one of its own subcategories (the tree never loops), and deletes that move
// the children up to the deleted category's parent. Each write is one transaction; what the
// storefront keeps in memory is forgotten after it.
import { randomId } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { definedOnly } from './defined-only.ts';
import {
  accepted,
  invalidFields,
  refused,
  slugRaceRefused,
  type Outcome,
  type Refused,
} from './api-refusal.ts';
import {
  categoryPage,
  categorySlugTaken,
  countCategories,
  deleteCategory,
  findCategory,
  insertCategory,
  parentOf,
  updateCategory,
  type CategoryFilter,
  type CategoryOrder,
  type CategoryRow,
  type CategoryValues,
} from './category-repo.ts';
import { freeSlug } from './slugs.ts';

/** What a write may change; undefined leaves a field as it is. */
export interface CategoryChanges {
  name?: string;
  slug?: string;
  /** null: top level. */
  parent?: string | null;
  description?: string;
  menu_order?: number;
  image_key?: string | null;
  name_he?: string | null;
  description_he?: string | null;
}

/** Deep trees are a mistake, not a catalog: a walk up stops here. */
const MAX_DEPTH = 100;

export const categoryNotFound = refused({
  status: 404,
  code: 'woocommerce_rest_term_invalid',
  message: 'Resource does not exist.',
});

export class CategoryAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly written: () => void,
  ) {}

  find(id: string): Promise<CategoryRow | undefined> {
    return findCategory(this.db, id);
  }

  /** One page of a filtered list, and how many the whole list holds. */
  async list(
    filter: CategoryFilter,
    order: { by: CategoryOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
    page: { limit: number; offset: number },
  ): Promise<{ rows: CategoryRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      categoryPage(this.db, filter, order, page),
      countCategories(this.db, filter),
    ]);
    return { rows, total };
  }

  async create(changes: CategoryChanges & { name: string }): Promise<Outcome<CategoryRow>> {
    return this.write(async (trx) => {
      const id = `cat-${randomId(12)}`;
      const problem = await checkParent(trx, id, changes.parent);
      if (problem) return problem;
      let slug = changes.slug;
      if (slug !== undefined) {
        if (await categorySlugTaken(trx, slug)) return slugTaken(slug);
      } else {
        slug = await freeSlug(changes.name, 'category', (s) => categorySlugTaken(trx, s));
      }
      const values: CategoryValues = {
        slug,
        name: changes.name,
        name_he: changes.name_he ?? null,
        description: changes.description ?? '',
        description_he: changes.description_he ?? null,
        position: changes.menu_order ?? 0,
        parent_id: changes.parent ?? null,
        image_key: changes.image_key ?? null,
      };
      await insertCategory(trx, id, values);
      return accepted((await findCategory(trx, id))!);
    });
  }

  async update(id: string, changes: CategoryChanges): Promise<Outcome<CategoryRow>> {
    return this.write(async (trx) => {
      if (!(await findCategory(trx, id))) return categoryNotFound;
      const problem = await checkParent(trx, id, changes.parent);
      if (problem) return problem;
      if (changes.slug !== undefined && (await categorySlugTaken(trx, changes.slug, id))) {
        return slugTaken(changes.slug);
      }
      const { menu_order, parent, ...rest } = changes;
      await updateCategory(trx, id, {
        ...definedOnly(rest),
        ...(menu_order !== undefined ? { position: menu_order } : {}),
        ...(parent !== undefined ? { parent_id: parent } : {}),
      });
      return accepted((await findCategory(trx, id))!);
    });
  }

  /** Deletes for good (force=true), answering the category as it was. */
  async delete(id: string): Promise<Outcome<CategoryRow>> {
    return this.write(async (trx) => {
      const row = await findCategory(trx, id);
      if (!row) return categoryNotFound;
      await deleteCategory(trx, id);
      return accepted(row);
    });
  }

  /** One transaction; a lost race for a slug answered as a taken slug; caches forgotten after. */
  private async write(
    work: (trx: Kysely<Database>) => Promise<Outcome<CategoryRow>>,
  ): Promise<Outcome<CategoryRow>> {
    const outcome = await slugRaceRefused(() => this.db.transaction().execute(work));
    if (outcome.ok) this.written();
    return outcome;
  }
}

function slugTaken(slug: string): Refused {
  return invalidFields({ slug: `The slug "${slug}" is already in use by another term.` });
}

/** A parent must exist, and must not be the category itself or below it. */
async function checkParent(
  db: Kysely<Database>,
  id: string,
  parent: string | null | undefined,
): Promise<Refused | null> {
  if (parent === undefined || parent === null) return null;
  let current: string | null | undefined = parent;
  if ((await parentOf(db, parent)) === undefined) {
    return invalidFields({ parent: 'Parent term does not exist.' });
  }
  for (let depth = 0; current !== null && current !== undefined && depth < MAX_DEPTH; depth++) {
    if (current === id) {
      return invalidFields({
        parent: 'A category cannot sit under itself or one of its own subcategories.',
      });
    }
    current = await parentOf(db, current);
  }
  return null;
}
