// Post categories and tags as the platform API manages them (wp/v2 categories, tags): lists with
// their post counts, one term, and writes that check slugs and parents in one transaction.
import { randomId } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldRefusal } from './post-editor.ts';
import { slugOf } from './slugs.ts';
import * as terms from './term-repo.ts';
import type { TermFilter, TermOrder, TermRow, Taxonomy } from './term-repo.ts';

type Db = Kysely<Database>;

export interface TermInput {
  name?: string;
  slug?: string;
  description?: string;
  /** Categories only: the parent category's id, '' or null for none. */
  parent?: string | null;
}

/** A name whose slug another term has: WordPress's `term_exists`, naming the one it collides with. */
export interface TermExists {
  ok: false;
  exists: string;
}
export type TermWrite = { ok: true; term: TermRow } | FieldRefusal | TermExists;

/**
 * A write that lost a race for its slug (the unique index on taxonomy and slug refused it after
 * the check passed) is the same 400 as a slug found taken.
 */
async function slugRaceRefused<T>(write: Promise<T>): Promise<T | FieldRefusal> {
  try {
    return await write;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/unique/i.test(message) && message.includes('slug')) {
      return { ok: false, field: 'slug', message: 'That slug is taken by another term.' };
    }
    throw error;
  }
}

export class TermEditor {
  constructor(private readonly db: Db) {}

  async list(
    taxonomy: Taxonomy,
    filter: TermFilter,
    page: { limit: number; offset: number; orderBy: TermOrder; order: 'asc' | 'desc' },
    now = Date.now(),
  ): Promise<{ terms: TermRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      terms.listTerms(this.db, taxonomy, filter, page, now),
      terms.countTerms(this.db, taxonomy, filter, now),
    ]);
    return { terms: rows, total };
  }

  async find(taxonomy: Taxonomy, id: string, now = Date.now()): Promise<TermRow | null> {
    return (await terms.findTerm(this.db, taxonomy, id, now)) ?? null;
  }

  async create(taxonomy: Taxonomy, input: TermInput & { name: string }): Promise<TermWrite> {
    const id = `term-${randomId(13)}`;
    const written = await slugRaceRefused(
      this.db.transaction().execute(async (trx) => {
        const slug = input.slug !== undefined ? slugOf(input.slug) : slugOf(input.name);
        const refused = await this.check(trx, taxonomy, id, input, slug);
        if (refused) return refused;
        await terms.insertTerm(trx, {
          id,
          taxonomy,
          slug,
          name: input.name,
          description: input.description ?? '',
          parent_id: input.parent || null,
          created_at: Date.now(),
        });
        return { ok: true } as const;
      }),
    );
    return written.ok ? { ok: true, term: await this.required(taxonomy, id) } : written;
  }

  /** Changes the fields given; null when there is no such term. */
  async update(taxonomy: Taxonomy, id: string, input: TermInput): Promise<TermWrite | null> {
    const written = await slugRaceRefused(
      this.db.transaction().execute(async (trx) => {
        const existing = await terms.findTerm(trx, taxonomy, id, Date.now());
        if (!existing) return null;
        const slug = input.slug !== undefined ? slugOf(input.slug) : undefined;
        const refused = await this.check(trx, taxonomy, id, input, slug);
        if (refused) return refused;
        await terms.updateTerm(trx, id, {
          ...(input.name !== undefined && { name: input.name }),
          ...(slug !== undefined && { slug }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.parent !== undefined && { parent_id: input.parent || null }),
        });
        return { ok: true } as const;
      }),
    );
    if (!written) return null;
    return written.ok ? { ok: true, term: await this.required(taxonomy, id) } : written;
  }

  /** Deletes a term for good (posts lose it, children move up); answers it as it was. */
  async delete(taxonomy: Taxonomy, id: string): Promise<TermRow | null> {
    const previous = await this.find(taxonomy, id);
    if (!previous) return null;
    await this.db
      .transaction()
      .execute((trx) => terms.deleteTerm(trx, id, previous.parent_id ?? null));
    return previous;
  }

  private async check(
    db: Db,
    taxonomy: Taxonomy,
    id: string,
    input: TermInput,
    slug: string | undefined,
  ): Promise<FieldRefusal | TermExists | null> {
    if (slug !== undefined) {
      if (!slug) {
        const field = input.slug !== undefined ? 'slug' : 'name';
        return { ok: false, field, message: 'The slug needs a letter or digit.' };
      }
      if (await terms.termSlugTaken(db, taxonomy, slug, id)) {
        if (input.slug !== undefined) {
          return { ok: false, field: 'slug', message: 'That slug is taken by another term.' };
        }
        const existing = await terms.findTermBySlug(db, taxonomy, slug);
        return { ok: false, exists: existing?.id ?? '' };
      }
    }
    if (input.parent) {
      if (taxonomy !== 'category') {
        return { ok: false, field: 'parent', message: 'Tags have no parent.' };
      }
      const found = await terms.existingTermIds(db, taxonomy, [input.parent]);
      if (!found.has(input.parent)) {
        return { ok: false, field: 'parent', message: 'Parent term does not exist.' };
      }
      if (input.parent === id || (await terms.ancestorIds(db, input.parent)).includes(id)) {
        return { ok: false, field: 'parent', message: 'A category cannot be its own ancestor.' };
      }
    }
    return null;
  }

  private async required(taxonomy: Taxonomy, id: string): Promise<TermRow> {
    const term = await this.find(taxonomy, id);
    if (!term) throw new Error(`term ${id} was deleted as it was written`);
    return term;
  }
}
