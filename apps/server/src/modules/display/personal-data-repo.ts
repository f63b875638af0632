// SQL for what the display module keeps about one converted visitor, known by their (lower-case)
// address (modules/privacy): views and closes of popups made after they converted, website
// session pings, and their conversion activities. Erasing deletes the activities (they exist only
// because of the address) and clears the address from views, closes and sessions, which stay as
// anonymous counts (the popups' analytics keep their numbers). Each query is found through an
// index on the address (migration 0051); the builders are exported so a test can ask both engines
// for the plan of exactly these queries.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function popupActivityLookups(db: Kysely<Database>, email: string) {
  return {
    views: db
      .selectFrom('popup_views')
      .select(['popup_id', 'url', 'created_at'])
      .where('converted_email', '=', email)
      .orderBy('created_at'),
    closes: db
      .selectFrom('popup_closes')
      .select(['popup_id', 'url', 'close_trigger', 'created_at'])
      .where('converted_email', '=', email)
      .orderBy('created_at'),
    sessions: db
      .selectFrom('website_sessions')
      .select(['url', 'created_at'])
      .where('email', '=', email)
      .orderBy('created_at'),
    activities: db
      .selectFrom('conversion_activities')
      .select(['popup_id', 'activity', 'url', 'created_at'])
      .where('email', '=', email)
      .orderBy('created_at'),
  };
}

export function popupActivityErasures(db: Kysely<Database>, email: string) {
  return {
    activities: db.deleteFrom('conversion_activities').where('email', '=', email),
    views: db
      .updateTable('popup_views')
      .set({ converted_email: null })
      .where('converted_email', '=', email),
    closes: db
      .updateTable('popup_closes')
      .set({ converted_email: null })
      .where('converted_email', '=', email),
    sessions: db.updateTable('website_sessions').set({ email: null }).where('email', '=', email),
  };
}

export async function popupActivityOf(db: Kysely<Database>, email: string) {
  const lookups = popupActivityLookups(db, email);
  const [views, closes, sessions, activities] = await Promise.all([
    lookups.views.execute(),
    lookups.closes.execute(),
    lookups.sessions.execute(),
    lookups.activities.execute(),
  ]);
  return { views, closes, sessions, activities };
}

export function erasePopupActivity(
  db: Kysely<Database>,
  email: string,
): Promise<{ removed: number; anonymised: number }> {
  return db.transaction().execute(async (trx) => {
    const erasures = popupActivityErasures(trx, email);
    const activities = await erasures.activities.executeTakeFirst();
    const views = await erasures.views.executeTakeFirst();
    const closes = await erasures.closes.executeTakeFirst();
    const sessions = await erasures.sessions.executeTakeFirst();
    return {
      removed: Number(activities.numDeletedRows),
      anonymised:
        Number(views.numUpdatedRows) +
        Number(closes.numUpdatedRows) +
        Number(sessions.numUpdatedRows),
    };
  });
}
