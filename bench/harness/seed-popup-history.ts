// Adds a popup history to a migrated shop's database for the analytics bench: N views spread
// evenly over the last DAYS days across the site's popups and 50 pages, and M conversions (leads)
// among them, from two devices and a few sources, with the analytics' hourly and per-page counts
// made from them as the event recorder keeps them. Run with tsx:
// `tsx bench/harness/seed-popup-history.ts <database url> <views> <conversions> <days>`, with no
// server holding the database. The rows are made by the database itself (a recursive CTE on
// SQLite, generate_series on PostgreSQL): a million rows in seconds, not a million round trips.
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/database.ts';

const [databaseUrl, viewsArg, conversionsArg, daysArg] = process.argv.slice(2);
if (!databaseUrl || !viewsArg || !conversionsArg || !daysArg) {
  throw new Error('usage: seed-popup-history.ts <database url> <views> <conversions> <days>');
}
const views = Number(viewsArg);
const conversions = Number(conversionsArg);
const span = Number(daysArg) * 86_400_000;
const now = Date.now();

const database = openDatabase(databaseUrl);
const { db, engine } = database;
const popups = await db.selectFrom('popups').select(['id', 'site_id']).orderBy('id').execute();
if (popups.length === 0) throw new Error('no popups: start the server once first (demo shop)');
/** The integers 0 … count − 1 as `series(i)`, and the popups numbered as `bench_popups`. */
const series = (count: number) => {
  const numbers =
    engine === 'sqlite'
      ? sql`series(i) as (select 0 union all select i + 1 from series where i < ${sql.lit(count - 1)})`
      : sql`series(i) as (select generate_series(0, ${sql.lit(count - 1)}))`;
  const numbered = sql.join(
    popups.map((popup, n) => sql`(${sql.lit(n)}, ${sql.lit(popup.id)}, ${sql.lit(popup.site_id)})`),
  );
  return sql`with recursive ${numbers}, bench_popups(n, id, site_id) as (values ${numbered})`;
};
const mod = (a: ReturnType<typeof sql>, b: number) => sql`(${a} % ${sql.lit(b)})`;
const i = sql`i`;
const text = (expr: ReturnType<typeof sql>) =>
  engine === 'sqlite' ? sql`cast(${expr} as text)` : sql`(${expr})::text`;
const n = popups.length;
const started = performance.now();

await db.transaction().execute(async (trx) => {
  await sql`${series(views)}
    insert into popup_views (id, site_id, popup_id, visitor_id, trigger, popup_type, url,
      converted_email, store_integration, store_integration_customer_id, created_at)
    select 'bench-view-' || ${text(i)}, p.site_id, p.id, 'visitor-' || ${text(mod(i, 250_000))},
      'delay', 'lightbox', 'https://shop.example/page-' || ${text(mod(i, 50))},
      null, null, null, ${sql.lit(now - span)} + (${i} * ${sql.lit(span)}) / ${sql.lit(views)}
    from series join bench_popups p on p.n = ${mod(i, n)}`.execute(trx);
  // One view in 50 converts (20,000 of a million): a lead with an email, its device, page and
  // source, on the popups unevenly (popup i² mod n), so some convert better than others.
  const every = Math.max(1, Math.floor(views / conversions));
  await sql`${series(conversions)}
    insert into leads (id, site_id, popup_id, view_id, visitor_id, kind, email, fields,
      properties, consent, page_url, page_title, referrer, utm, country, device,
      browser_language, operating_system, trigger, coupon, created_at)
    select 'bench-lead-' || ${text(i)}, p.site_id, p.id, 'bench-view-' || ${text(sql`${i} * ${sql.lit(every)}`)},
      'visitor-' || ${text(mod(sql`${i} * ${sql.lit(every)}`, 250_000))}, 'lead',
      'buyer' || ${text(i)} || '@example.com', '{}', '{}', null,
      'https://shop.example/page-' || ${text(mod(i, 50))}, '',
      case when ${mod(i, 3)} = 0 then 'https://www.google.com/' else '' end,
      case when ${mod(i, 3)} = 1 then '{"utm_source":"newsletter"}' else '{}' end,
      'IL', case when ${mod(i, 2)} = 0 then 'mobile' else 'desktop' end, 'en', '', 'delay', null,
      ${sql.lit(now - span)} + (${i} * ${sql.lit(every)} * ${sql.lit(span)}) / ${sql.lit(views)}
    from series join bench_popups p on p.n = ${mod(sql`${i} * ${i}`, n)}`.execute(trx);
  // The analytics' hourly and per-page counts (display's 0045), as the event recorder keeps them.
  await trx.deleteFrom('popup_view_hours').execute();
  await trx.deleteFrom('popup_view_pages').execute();
  await sql`insert into popup_view_hours (popup_id, hour, views)
    select popup_id, created_at / 3600000, count(*) from popup_views
    group by popup_id, created_at / 3600000`.execute(trx);
  await sql`insert into popup_view_pages (popup_id, day, url, views)
    select popup_id, created_at / 86400000, url, count(*) from popup_views
    group by popup_id, created_at / 86400000, url`.execute(trx);
});
await sql`analyze popup_views`.execute(db);
await sql`analyze popup_view_hours`.execute(db);
await sql`analyze popup_view_pages`.execute(db);
await sql`analyze leads`.execute(db);
await database.close();
console.log(
  `seeded ${views} views and ${conversions} conversions over ${daysArg} days on ${n} popups in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
