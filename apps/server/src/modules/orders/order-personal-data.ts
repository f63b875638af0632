// One person's orders for the owner's privacy requests (modules/privacy): the export carries each
// whole (lines, addresses, refunds) with the mails sent to the person; erasure anonymises them
// (personal-data-repo.ts says what stays for the books). Purchase notices read names and cities
// from orders (recentPurchases), so an anonymised order gives them none.
import type { ErasurePart, PersonalDataPart } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as personRepo from './personal-data-repo.ts';
import * as repo from './repo.ts';

export async function ordersPersonalData(
  db: Kysely<Database>,
  email: string,
  customerId: string | null,
): Promise<PersonalDataPart> {
  const ids = await personRepo.personOrderIds(db, email, customerId);
  const records = [];
  for (const id of ids) {
    const order = await repo.findOrder(db, id);
    if (!order) continue;
    const mails = (await repo.mailsOf(db, id)).filter(
      (mail) => mail.recipient.trim().toLowerCase() === email,
    );
    // The order-received link's key is the shop's secret, not the person's data.
    const { accessKey, ...kept } = order;
    void accessKey;
    records.push({
      ...kept,
      createdAt: new Date(order.createdAt).toISOString(),
      updatedAt: new Date(order.updatedAt).toISOString(),
      mails: mails.map((mail) => ({
        subject: mail.subject,
        body: mail.body,
        state: mail.state,
        created_at: new Date(mail.createdAt).toISOString(),
      })),
    });
  }
  return { kind: 'orders', records };
}

export async function eraseOrdersPersonalData(
  db: Kysely<Database>,
  email: string,
  customerId: string | null,
  now: number,
): Promise<ErasurePart> {
  const ids = await personRepo.personOrderIds(db, email, customerId);
  const anonymised = await personRepo.anonymiseOrders(db, ids, now);
  return { kind: 'orders', removed: 0, anonymised };
}
