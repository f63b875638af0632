// The platform API's products and variations (wc/v3), as `app.catalog.api`: reads in
// WooCommerce's shape (products-api-read.ts), writes each in one transaction
// (products-api-write.ts), after which the storefront follows at once (the service forgets what
// it keeps in memory). Batches run item by item, each all-or-nothing on its own, as WooCommerce's
// do: one bad item answers its error in its place and the others are saved.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { ApiRefusal, productNotFound, variationNotFound } from './product-api-refusal.ts';
import type { MediaLookup } from './media-lookup.ts';
import {
  BATCH_LIMIT,
  productWrite,
  variationWrite,
  type ProductWrite,
  type VariationWrite,
  type batchWrite,
} from './products-api-input.ts';
import {
  pictureLookup,
  wcProducts,
  wcVariation,
  type ApiContext,
  type WcProduct,
  type WcVariation,
} from './products-api-read.ts';
import { ProductListCache } from './product-list-cache.ts';
import * as repo from './products-api-repo.ts';
import * as write from './products-api-write.ts';

export type { ApiContext, WcProduct, WcVariation } from './products-api-read.ts';
export type { ProductListFilter } from './products-api-repo.ts';

/** An item's failure in a batch answer, in WooCommerce's shape. */
export interface BatchError {
  id: string | number;
  error: { code: string; message: string; data: { status: number; [key: string]: unknown } };
}

export interface BatchAnswer<T> {
  create: (T | BatchError)[];
  update: (T | BatchError)[];
  delete: (T | BatchError)[];
}

type BatchBody = z.output<typeof batchWrite>;

/** PostgreSQL's and SQLite's words for a unique key two writers reached at once. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint'));
}

function batchError(id: string | number, error: unknown): BatchError {
  if (error instanceof ApiRefusal) {
    return {
      id,
      error: {
        code: error.code,
        message: error.message,
        data: { status: error.status, ...error.data },
      },
    };
  }
  throw error;
}

/** A zod failure as WordPress's rest_invalid_param, one message per field. */
function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const params: Record<string, string> = {};
  for (const issue of result.error.issues) {
    params[issue.path.join('.') || 'body'] ??= issue.message;
  }
  throw new ApiRefusal(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    {
      params,
    },
  );
}

/** The media items a variation write names. */
function variationMediaIds(input: VariationWrite): string[] {
  return input.image ? [input.image.id] : [];
}

/** The media items a product write names: its pictures and its variations'. */
function productMediaIds(input: ProductWrite): string[] {
  return [
    ...(input.images ?? []).flatMap((image) => (image.id === undefined ? [] : [image.id])),
    ...(input.variations ?? []).flatMap((v) =>
      typeof v === 'number' || 'delete' in v ? [] : variationMediaIds(v),
    ),
  ];
}

export class ProductsApi {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly media: MediaLookup,
    /** Forgets what the catalog keeps in memory: called after every write. */
    private readonly written: () => void,
  ) {}

  /**
   * Runs a write in one transaction; a unique key two writers reached at once (a slug made from
   * the same name, the next variation id) is retried, and then finds the other's row.
   */
  private async transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(work);
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      } finally {
        this.forgetPages();
        this.written();
      }
    }
  }

  /**
   * What a write needs beside its transaction: the media items it names, looked up before the
   * transaction opens (the library reads through its own connection, and SQLite has one: asked
   * from inside the transaction, it would wait for it forever).
   */
  private async writeContext(ctx: ApiContext, mediaIds: readonly string[]) {
    const found = mediaIds.length ? await this.media.findByIds(mediaIds) : [];
    const media: MediaLookup = {
      findByIds: async (ids) => found.filter((item) => ids.includes(item.id)),
      findByKeys: async (keys) => found.filter((item) => keys.includes(item.imageKey)),
    };
    return { media, currency: ctx.currency, now: Date.now() };
  }

  /** Pages kept a moment (product-list-cache.ts); the service forgets them on every change. */
  private readonly pages = new ProductListCache<{ items: WcProduct[]; total: number }>();

  async list(filter: repo.ProductListFilter, ctx: ApiContext) {
    return this.pages.read(JSON.stringify([filter, ctx]), async () => {
      const { rows, total } = await repo.productPage(this.db, filter);
      return { items: await wcProducts(this.db, this.media, rows, ctx), total };
    });
  }

  /** Forgets the kept pages: the catalog changed (a write, stock taken or returned). */
  forgetPages(): void {
    this.pages.forget();
  }

  /** A product in any status, or null. */
  async get(id: string, ctx: ApiContext): Promise<WcProduct | null> {
    const row = await repo.productRow(this.db, id);
    if (!row) return null;
    const [product] = await wcProducts(this.db, this.media, [row], ctx);
    return product ?? null;
  }

  private async mustGet(id: string, ctx: ApiContext): Promise<WcProduct> {
    const product = await this.get(id, ctx);
    if (!product) throw productNotFound();
    return product;
  }

  async create(input: ProductWrite, ctx: ApiContext): Promise<WcProduct> {
    const context = await this.writeContext(ctx, productMediaIds(input));
    const id = await this.transaction((trx) => write.createProduct(trx, input, context));
    return this.mustGet(id, ctx);
  }

  /**
   * A product's version (its updated_at, epoch ms) for the dashboard's version check; null when
   * there is no such product. Read before the product it goes with: a write in between then
   * makes a stale version (a needless conflict), never a current version on stale data.
   */
  async version(id: string): Promise<number | null> {
    const row = await repo.productRow(this.db, id);
    return row ? Number(row.updated_at) : null;
  }

  async update(
    id: string,
    input: ProductWrite,
    ctx: ApiContext,
    checkVersion?: write.VersionCheck,
  ): Promise<WcProduct> {
    const context = await this.writeContext(ctx, productMediaIds(input));
    await this.transaction((trx) => write.updateProduct(trx, id, input, context, checkVersion));
    return this.mustGet(id, ctx);
  }

  /**
   * Without force the product goes to the trash (hidden from the storefront, kept); with force
   * it is gone. Either way the answer is the product as it was last, as WooCommerce answers.
   * Orders keep their lines: they copy what they show and point at no product row.
   */
  async delete(id: string, force: boolean, ctx: ApiContext): Promise<WcProduct> {
    if (!force) {
      await this.transaction((trx) => write.trashProduct(trx, id, Date.now()));
      return this.mustGet(id, ctx);
    }
    const product = await this.mustGet(id, ctx);
    await this.transaction((trx) => repo.deleteProduct(trx, id));
    return product;
  }

  private async runBatch<T>(
    body: BatchBody,
    create: (item: unknown) => Promise<T>,
    update: (item: unknown) => Promise<T>,
    remove: (id: string | number) => Promise<T>,
    itemId: (item: unknown) => string | number,
  ): Promise<BatchAnswer<T>> {
    const count =
      (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
    if (count > BATCH_LIMIT) {
      throw new ApiRefusal(
        413,
        'woocommerce_rest_request_entity_too_large',
        `Unable to accept more than ${BATCH_LIMIT} items for this request.`,
      );
    }
    const answer: BatchAnswer<T> = { create: [], update: [], delete: [] };
    for (const item of body.create ?? []) {
      answer.create.push(await create(item).catch((error: unknown) => batchError(0, error)));
    }
    for (const item of body.update ?? []) {
      answer.update.push(
        await update(item).catch((error: unknown) => batchError(itemId(item), error)),
      );
    }
    for (const id of body.delete ?? []) {
      answer.delete.push(await remove(id).catch((error: unknown) => batchError(id, error)));
    }
    return answer;
  }

  /** WooCommerce's products/batch: creates, updates and (forced) deletes, item by item. */
  batch(body: BatchBody, ctx: ApiContext): Promise<BatchAnswer<WcProduct>> {
    const idOf = (item: unknown) => {
      const id = (item as { id?: unknown } | null)?.id;
      return typeof id === 'string' || typeof id === 'number' ? id : 0;
    };
    return this.runBatch(
      body,
      (item) => this.create(parsed(productWrite, item), ctx),
      (item) => {
        const id = idOf(item);
        if (id === 0) throw productNotFound();
        return this.update(String(id), parsed(productWrite, item), ctx);
      },
      (id) => this.delete(String(id), true, ctx),
      idOf,
    );
  }

  // --- Variations (products/{product_id}/variations)

  private async variationRows(productId: string) {
    const product = await repo.productRow(this.db, productId);
    if (!product) throw productNotFound();
    // A simple product's one variation is how we sell it, not one of WooCommerce's variations.
    const rows = product.type === 'variable' ? await repo.variationsOf(this.db, productId) : [];
    return { product, rows };
  }

  private async wcVariations(
    product: repo.ProductRow,
    rows: readonly repo.VariationRow[],
    ctx: ApiContext,
  ): Promise<WcVariation[]> {
    const [terms, images] = await Promise.all([
      repo.productTerms(this.db, [product.id]),
      repo.productImages(this.db, product.id),
    ]);
    const keys = rows.flatMap((v) => (v.image_key ? [v.image_key] : []));
    const pictures = await pictureLookup(this.media, keys, ctx.origin);
    return rows.map((v) => wcVariation(v, product, terms, images, pictures, ctx));
  }

  /** A product's variations, a page of them (few per product: paged from one read). */
  async variations(
    productId: string,
    window: { limit: number; offset: number; include?: string[]; exclude?: string[] },
    order: { orderby: 'menu_order' | 'id' | 'date'; order: 'asc' | 'desc' },
    ctx: ApiContext,
  ) {
    const { product, rows } = await this.variationRows(productId);
    const chosen = rows
      .filter((v) => !window.include?.length || window.include.includes(String(v.id)))
      .filter((v) => !window.exclude?.includes(String(v.id)))
      .sort((a, b) =>
        order.orderby === 'menu_order'
          ? a.position - b.position || Number(a.id) - Number(b.id)
          : Number(a.id) - Number(b.id),
      );
    if (order.order === 'desc') chosen.reverse();
    const page = chosen.slice(window.offset, window.offset + window.limit);
    return { items: await this.wcVariations(product, page, ctx), total: chosen.length };
  }

  async variation(productId: string, id: number, ctx: ApiContext): Promise<WcVariation> {
    const { product, rows } = await this.variationRows(productId);
    const row = rows.find((v) => Number(v.id) === id);
    if (!row) throw variationNotFound();
    const [variation] = await this.wcVariations(product, [row], ctx);
    return variation!;
  }

  async createVariation(productId: string, input: VariationWrite, ctx: ApiContext) {
    const context = await this.writeContext(ctx, variationMediaIds(input));
    const id = await this.transaction((trx) =>
      write.createVariation(trx, productId, input, context),
    );
    return this.variation(productId, id, ctx);
  }

  async updateVariation(
    productId: string,
    id: number,
    input: VariationWrite,
    ctx: ApiContext,
    checkVersion?: write.VersionCheck,
  ) {
    const context = await this.writeContext(ctx, variationMediaIds(input));
    await this.transaction((trx) =>
      write.updateVariation(trx, productId, id, input, context, variationNotFound, checkVersion),
    );
    return this.variation(productId, id, ctx);
  }

  /** Variations have no trash (as in WooCommerce): only a forced delete removes one. */
  async deleteVariation(productId: string, id: number, force: boolean, ctx: ApiContext) {
    const variation = await this.variation(productId, id, ctx);
    if (!force) {
      throw new ApiRefusal(
        501,
        'woocommerce_rest_trash_not_supported',
        "Variations do not support trashing. Set 'force=true' to delete.",
      );
    }
    await this.transaction((trx) =>
      write.deleteVariation(trx, productId, id, Date.now(), variationNotFound),
    );
    return variation;
  }

  batchVariations(
    productId: string,
    body: BatchBody,
    ctx: ApiContext,
  ): Promise<BatchAnswer<WcVariation>> {
    const idOf = (item: unknown) => {
      const id = (item as { id?: unknown } | null)?.id;
      return typeof id === 'number' ? id : 0;
    };
    return this.runBatch(
      body,
      (item) => this.createVariation(productId, parsed(variationWrite, item), ctx),
      (item) => {
        const { id, ...rest } = parsed(variationWrite, item);
        if (id === undefined) throw variationNotFound();
        return this.updateVariation(productId, id, rest, ctx);
      },
      (id) => this.deleteVariation(productId, Number(id), true, ctx),
      idOf,
    );
  }
}
