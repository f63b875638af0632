// Product descriptions become owner HTML (the platform API writes them as WooCommerce clients
// send them: HTML, sanitised on the way in). Rows written before were plain text whose blank
// lines split paragraphs: each is escaped and wrapped in <p>, its single line breaks kept as <br>,
// so the product page can render every description the same way and shows old ones as before.
//
// Also the indexes the API's product list reads by: every status newest first (the storefront's
// index is per status), and a variation's SKU (the `sku` filter).
//
// The conversion is a frozen copy of the rule as it was when this shipped (below): a migration
// must do the same thing on every database it ever runs on.
import { sql, type Kysely } from 'kysely';

const COLUMNS = ['short_description', 'short_description_he', 'description', 'description_he'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<Record<string, string | null> & { id: string }>`
    select id, short_description, short_description_he, description, description_he
    from catalog_products`.execute(db);
  for (const row of rows) {
    const set = COLUMNS.map((column) => {
      const text = row[column];
      return sql`${sql.ref(column)} = ${text === null || text === undefined ? null : textToHtml(text)}`;
    });
    await sql`update catalog_products set ${sql.join(set)} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex('catalog_products_created')
    .on('catalog_products')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('catalog_variations_sku')
    .on('catalog_variations')
    .column('sku')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('catalog_variations_sku').execute();
  await db.schema.dropIndex('catalog_products_created').execute();
}

// --- Frozen: schemas/owner-html.ts's textToHtml as of this migration. Never edit this.

function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
