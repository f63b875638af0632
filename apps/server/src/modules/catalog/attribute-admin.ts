// The owner's writes of attributes and their terms (the platform API's wc/v3
// products/attributes and …/attributes/{id}/terms): slugs made from names when none is given and
// refused when taken, and the variations kept choosable: they name attributes and terms by slug
// (the variations form's field names), so renaming a slug renames it in every variation's
// choices, and deleting an attribute drops it from them (a deleted term is simply no longer
// offered, as in WooCommerce). Each write is one transaction; what the storefront keeps in memory
// is forgotten after it.
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
import { freeSlug } from './slugs.ts';
import {
  attributePage,
  attributeSlugTaken,
  countAttributes,
  countTerms,
  termPage,
  deleteAttribute,
  deleteTerm,
  findAttribute,
  findTerm,
  insertAttribute,
  insertTerm,
  rewriteVariationChoices,
  termSlugTaken,
  updateAttribute,
  updateTerm,
  type AttributeOrder,
  type AttributeRow,
  type TaxonomyFilter,
  type TermFilter,
  type TermOrder,
  type TermRow,
} from './terms-repo.ts';

/** WooCommerce keeps attribute slugs to 28 characters (its taxonomy names add `pa_`). */
export const ATTRIBUTE_SLUG_MAX = 28;

export type SwatchKind = 'color' | 'image' | 'label';

export interface AttributeChanges {
  name?: string;
  slug?: string;
  swatch_kind?: SwatchKind;
  menu_order?: number;
  name_he?: string | null;
}

export interface TermChanges {
  name?: string;
  slug?: string;
  description?: string;
  menu_order?: number;
  color?: string | null;
  image_key?: string | null;
  name_he?: string | null;
  description_he?: string | null;
}

export const attributeNotFound = refused({
  status: 404,
  code: 'woocommerce_rest_attribute_invalid',
  message: 'Resource does not exist.',
});

/** Terms asked for under an attribute that does not exist. */
export const taxonomyNotFound = refused({
  status: 404,
  code: 'woocommerce_rest_taxonomy_invalid',
  message: 'Taxonomy does not exist.',
});

export const termNotFound = refused({
  status: 404,
  code: 'woocommerce_rest_term_invalid',
  message: 'Resource does not exist.',
});

export class AttributeAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly written: () => void,
  ) {}

  findAttribute(id: string): Promise<AttributeRow | undefined> {
    return findAttribute(this.db, id);
  }

  findTerm(attributeId: string, id: string): Promise<TermRow | undefined> {
    return findTerm(this.db, attributeId, id);
  }

  /** One page of a filtered list of attributes, and how many the whole list holds. */
  async listAttributes(
    filter: TaxonomyFilter,
    order: { by: AttributeOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
    page: { limit: number; offset: number },
  ): Promise<{ rows: AttributeRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      attributePage(this.db, filter, order, page),
      countAttributes(this.db, filter),
    ]);
    return { rows, total };
  }

  /** One page of an attribute's terms; null when there is no such attribute. */
  async listTerms(
    attributeId: string,
    filter: TermFilter,
    order: { by: TermOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
    page: { limit: number; offset: number },
  ): Promise<{ rows: TermRow[]; total: number } | null> {
    if (!(await findAttribute(this.db, attributeId))) return null;
    const [rows, total] = await Promise.all([
      termPage(this.db, attributeId, filter, order, page),
      countTerms(this.db, attributeId, filter),
    ]);
    return { rows, total };
  }

  async createAttribute(
    changes: AttributeChanges & { name: string },
  ): Promise<Outcome<AttributeRow>> {
    return this.write(async (trx) => {
      let slug = changes.slug;
      if (slug !== undefined) {
        if (await attributeSlugTaken(trx, slug)) return attributeSlugInUse(slug);
      } else {
        slug = await freeSlug(changes.name.slice(0, ATTRIBUTE_SLUG_MAX - 3), 'attribute', (s) =>
          attributeSlugTaken(trx, s),
        );
      }
      const id = `attr-${randomId(12)}`;
      await insertAttribute(trx, id, {
        slug,
        name: changes.name,
        name_he: changes.name_he ?? null,
        swatch_kind: changes.swatch_kind ?? 'label',
        position: changes.menu_order ?? 0,
      });
      return accepted((await findAttribute(trx, id))!);
    });
  }

  async updateAttribute(id: string, changes: AttributeChanges): Promise<Outcome<AttributeRow>> {
    return this.write(async (trx) => {
      const before = await findAttribute(trx, id);
      if (!before) return attributeNotFound;
      const { slug, menu_order, ...rest } = changes;
      if (slug !== undefined && slug !== before.slug) {
        if (await attributeSlugTaken(trx, slug, id)) return attributeSlugInUse(slug);
        await rewriteVariationChoices(trx, id, (choices) => {
          if (!(before.slug in choices)) return null;
          const { [before.slug]: value, ...others } = choices;
          return { ...others, [slug]: value! };
        });
      }
      await updateAttribute(trx, id, {
        ...definedOnly(rest),
        ...(slug !== undefined ? { slug } : {}),
        ...(menu_order !== undefined ? { position: menu_order } : {}),
      });
      return accepted((await findAttribute(trx, id))!);
    });
  }

  /** Deletes an attribute with its terms, for good; answers it as it was. */
  async deleteAttribute(id: string): Promise<Outcome<AttributeRow>> {
    return this.write(async (trx) => {
      const before = await findAttribute(trx, id);
      if (!before) return attributeNotFound;
      await rewriteVariationChoices(trx, id, (choices) => {
        if (!(before.slug in choices)) return null;
        const { [before.slug]: _dropped, ...others } = choices;
        return others;
      });
      await deleteAttribute(trx, id);
      return accepted(before);
    });
  }

  async createTerm(
    attributeId: string,
    changes: TermChanges & { name: string },
  ): Promise<Outcome<TermRow>> {
    return this.write(async (trx) => {
      if (!(await findAttribute(trx, attributeId))) return taxonomyNotFound;
      let slug = changes.slug;
      if (slug !== undefined) {
        if (await termSlugTaken(trx, attributeId, slug)) return termSlugInUse(slug);
      } else {
        slug = await freeSlug(changes.name, 'term', (s) => termSlugTaken(trx, attributeId, s));
      }
      const id = `term-${randomId(12)}`;
      await insertTerm(trx, attributeId, id, {
        slug,
        name: changes.name,
        name_he: changes.name_he ?? null,
        description: changes.description ?? '',
        description_he: changes.description_he ?? null,
        color: changes.color ?? null,
        image_key: changes.image_key ?? null,
        position: changes.menu_order ?? 0,
      });
      return accepted((await findTerm(trx, attributeId, id))!);
    });
  }

  async updateTerm(
    attributeId: string,
    id: string,
    changes: TermChanges,
  ): Promise<Outcome<TermRow>> {
    return this.write(async (trx) => {
      const attribute = await findAttribute(trx, attributeId);
      if (!attribute) return taxonomyNotFound;
      const before = await findTerm(trx, attributeId, id);
      if (!before) return termNotFound;
      const { menu_order, ...rest } = changes;
      const slug = changes.slug;
      if (slug !== undefined && slug !== before.slug) {
        if (await termSlugTaken(trx, attributeId, slug, id)) return termSlugInUse(slug);
        await rewriteVariationChoices(trx, attributeId, (choices) =>
          choices[attribute.slug] === before.slug ? { ...choices, [attribute.slug]: slug } : null,
        );
      }
      await updateTerm(trx, id, {
        ...definedOnly(rest),
        ...(menu_order !== undefined ? { position: menu_order } : {}),
      });
      return accepted((await findTerm(trx, attributeId, id))!);
    });
  }

  /** Deletes a term for good; the products offering it stop offering it. */
  async deleteTerm(attributeId: string, id: string): Promise<Outcome<TermRow>> {
    return this.write(async (trx) => {
      if (!(await findAttribute(trx, attributeId))) return taxonomyNotFound;
      const before = await findTerm(trx, attributeId, id);
      if (!before) return termNotFound;
      await deleteTerm(trx, id);
      return accepted(before);
    });
  }

  private async write<T>(
    work: (trx: Kysely<Database>) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    const outcome = await slugRaceRefused(() => this.db.transaction().execute(work));
    if (outcome.ok) this.written();
    return outcome;
  }
}

function attributeSlugInUse(slug: string): Refused {
  return invalidFields({ slug: `Slug "${slug}" is already in use. Change it, please.` });
}

function termSlugInUse(slug: string): Refused {
  return invalidFields({ slug: `The slug "${slug}" is already in use by another term.` });
}
