// The mailing-list service: the owner's lists and their subscribers. `addSubscriber` is the one
// way onto a list, for the storefront's and embedded sign-up forms and for other modules (a popup
// lead who consented; the leads module will call it). It never tells a stranger whether an address
// was on the list already: the answer depends only on the list's settings.
import {
  csvDocument,
  ownerText,
  randomId,
  type ErasurePart,
  type Language,
  type OwnerText,
  type PersonalDataPart,
} from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ListWindow } from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { confirmationMail } from './confirmation-mail.ts';
import * as repo from './repo.ts';
import { linkToken, linkTokenValid, type LinkPurpose } from './signed-link.ts';

export interface MailingList {
  id: string;
  name: string;
  doubleOptIn: boolean;
  consentText: OwnerText;
  createdAt: number;
  updatedAt: number;
}

export interface MailingListInput {
  name: string;
  doubleOptIn: boolean;
  consentText: OwnerText;
}

/** Someone to add to a list, from a sign-up form or another module. */
export interface NewSubscriber {
  listId: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  telephone?: string | undefined;
  /** The person ticked the consent box (or its equivalent): without it nobody is added. */
  consent: boolean;
  /** The language they signed up in: the consent words kept and the mail sent are in it. */
  lang: Language;
  /** Where they signed up: 'storefront', 'embed', 'popup' … (shown to the owner). */
  source: string;
}

/**
 * What a sign-up answers: subscribed (a list without double opt-in), confirmation_sent (with it),
 * or why nobody was added. The same for a new address and one already on the list.
 */
export type SignUpOutcome = 'subscribed' | 'confirmation_sent' | 'unknown_list' | 'no_consent';

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface Subscriber {
  id: string;
  listId: string;
  email: string;
  firstName: string;
  lastName: string;
  telephone: string;
  consentText: string;
  consentedAt: number;
  status: SubscriberStatus;
  source: string;
  lang: string;
  confirmationMail: 'sent' | 'kept' | 'failed' | null;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
  createdAt: number;
}

export interface MailingListDependencies {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  mailer: Mailer;
  secretKey: string;
  /** The address the links in mail point at (PUBLIC_URL). */
  publicUrl: string;
  shopName: () => string;
}

const listOf = (row: repo.ListRow): MailingList => ({
  id: row.id,
  name: row.name,
  doubleOptIn: Number(row.double_opt_in) === 1,
  consentText: JSON.parse(row.consent_text) as OwnerText,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const subscriberOf = (row: repo.SubscriberRow): Subscriber => ({
  id: row.id,
  listId: row.list_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  telephone: row.telephone,
  consentText: row.consent_text,
  consentedAt: Number(row.consented_at),
  status: row.status as SubscriberStatus,
  source: row.source,
  lang: row.lang,
  confirmationMail: row.confirmation_mail as Subscriber['confirmationMail'],
  confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  unsubscribedAt: row.unsubscribed_at === null ? null : Number(row.unsubscribed_at),
  createdAt: Number(row.created_at),
});

export class MailingListService {
  constructor(private readonly deps: MailingListDependencies) {}

  async createList(input: MailingListInput, id = randomId(), now = Date.now()) {
    await repo.insertList(this.deps.db, {
      id,
      name: input.name,
      double_opt_in: input.doubleOptIn ? 1 : 0,
      consent_text: JSON.stringify(input.consentText),
      created_at: now,
      updated_at: now,
    });
    return (await this.getList(id))!;
  }

  async getList(id: string): Promise<MailingList | null> {
    const row = await repo.findList(this.deps.db, id);
    return row ? listOf(row) : null;
  }

  async lists(): Promise<MailingList[]> {
    return (await repo.listLists(this.deps.db)).map(listOf);
  }

  /** One page of lists for the platform API, and how many match. */
  async pageLists(
    window: ListWindow & { orderby: 'date' | 'id' | 'name' },
  ): Promise<{ lists: MailingList[]; total: number }> {
    const { rows, total } = await repo.pageLists(this.deps.db, window);
    return { lists: rows.map(listOf), total };
  }

  /** Deletes a list and its subscribers; false when there is none. */
  deleteList(id: string): Promise<boolean> {
    return repo.deleteList(this.deps.db, id);
  }

  async updateList(id: string, changes: Partial<MailingListInput>, now = Date.now()) {
    if (!(await this.getList(id))) return null;
    await repo.updateList(this.deps.db, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.doubleOptIn !== undefined ? { double_opt_in: changes.doubleOptIn ? 1 : 0 } : {}),
      ...(changes.consentText !== undefined
        ? { consent_text: JSON.stringify(changes.consentText) }
        : {}),
      updated_at: now,
    });
    return this.getList(id);
  }

  /** Adds someone to a list (see SignUpOutcome); mails the confirmation link when the list wants one. */
  async addSubscriber(input: NewSubscriber, now = Date.now()): Promise<SignUpOutcome> {
    const list = await this.getList(input.listId);
    if (!list) return 'unknown_list';
    if (!input.consent) return 'no_consent';
    const email = input.email.trim().toLowerCase();
    const details = {
      first_name: input.firstName?.trim() ?? '',
      last_name: input.lastName?.trim() ?? '',
      telephone: input.telephone?.trim() ?? '',
      consent_text: ownerText(list.consentText, input.lang),
      consented_at: now,
      source: input.source,
      lang: input.lang,
    };
    const status: SubscriberStatus = list.doubleOptIn ? 'pending' : 'subscribed';
    const id = randomId();
    const inserted = await repo.insertSubscriber(this.deps.db, {
      id,
      list_id: list.id,
      email,
      ...details,
      status,
      confirmation_mail: null,
      confirmed_at: list.doubleOptIn ? null : now,
      unsubscribed_at: null,
      created_at: now,
    });
    let subscriber = subscriberOf(
      (await repo.findSubscriberByEmail(this.deps.db, list.id, email))!,
    );
    if (!inserted) {
      // Someone already subscribed keeps their details: a stranger cannot rewrite them. A pending
      // or unsubscribed address signs up afresh, with today's consent.
      if (subscriber.status === 'subscribed') {
        return list.doubleOptIn ? 'confirmation_sent' : 'subscribed';
      }
      await repo.updateSubscriber(this.deps.db, subscriber.id, {
        ...details,
        status,
        confirmed_at: list.doubleOptIn ? null : now,
        unsubscribed_at: null,
      });
      subscriber = subscriberOf((await repo.findSubscriber(this.deps.db, subscriber.id))!);
    }
    if (!list.doubleOptIn) return 'subscribed';
    await this.sendConfirmation(list, subscriber, input.lang);
    return 'confirmation_sent';
  }

  private async sendConfirmation(list: MailingList, subscriber: Subscriber, lang: Language) {
    let state: 'sent' | 'kept' | 'failed' = 'kept';
    if (this.deps.mailer.configured) {
      try {
        await this.deps.mailer.send(
          confirmationMail({
            to: subscriber.email,
            lang,
            shopName: this.deps.shopName(),
            listName: list.name,
            confirmUrl: this.link('confirm', subscriber.id),
            unsubscribeUrl: this.link('unsubscribe', subscriber.id),
          }),
        );
        state = 'sent';
      } catch (error) {
        state = 'failed';
        this.deps.log.error({ err: error, subscriberId: subscriber.id }, 'confirmation not sent');
      }
    }
    await repo.updateSubscriber(this.deps.db, subscriber.id, { confirmation_mail: state });
  }

  /** The signed address of a subscriber's confirm or unsubscribe page. */
  link(purpose: LinkPurpose, subscriberId: string): string {
    const query = new URLSearchParams({
      s: subscriberId,
      t: linkToken(this.deps.secretKey, purpose, subscriberId),
    });
    return `${this.deps.publicUrl}/mailing-list/${purpose}?${query}`;
  }

  /** Confirms a pending sign-up by its signed link; false for a link that is not one. */
  async confirm(subscriberId: string, token: string, now = Date.now()): Promise<boolean> {
    if (!linkTokenValid(this.deps.secretKey, 'confirm', subscriberId, token)) return false;
    const row = await repo.findSubscriber(this.deps.db, subscriberId);
    if (!row) return false;
    if (row.status === 'pending') {
      await repo.updateSubscriber(this.deps.db, subscriberId, {
        status: 'subscribed',
        confirmed_at: now,
      });
    }
    return row.status !== 'unsubscribed';
  }

  /** Takes a subscriber off their list by the signed link in every mail; false for a bad link. */
  async unsubscribe(subscriberId: string, token: string, now = Date.now()): Promise<boolean> {
    if (!linkTokenValid(this.deps.secretKey, 'unsubscribe', subscriberId, token)) return false;
    const row = await repo.findSubscriber(this.deps.db, subscriberId);
    if (!row) return false;
    if (row.status !== 'unsubscribed') {
      await repo.updateSubscriber(this.deps.db, subscriberId, {
        status: 'unsubscribed',
        unsubscribed_at: now,
      });
    }
    return true;
  }

  /** One subscriber of a list (the owner's); null when the list has no such subscriber. */
  async subscriber(listId: string, subscriberId: string): Promise<Subscriber | null> {
    const row = await repo.findSubscriber(this.deps.db, subscriberId);
    return row && row.list_id === listId ? subscriberOf(row) : null;
  }

  /**
   * The owner takes a subscriber off the list: kept, marked unsubscribed (as if they had used the
   * link in a mail), so the record of their consent and its end stays. Null for an unknown one.
   */
  async unsubscribeByOwner(
    listId: string,
    subscriberId: string,
    now = Date.now(),
  ): Promise<Subscriber | null> {
    const found = await this.subscriber(listId, subscriberId);
    if (!found) return null;
    if (found.status !== 'unsubscribed') {
      await repo.updateSubscriber(this.deps.db, subscriberId, {
        status: 'unsubscribed',
        unsubscribed_at: now,
      });
    }
    return this.subscriber(listId, subscriberId);
  }

  /** The owner removes a subscriber and everything kept about them; false for an unknown one. */
  async removeSubscriber(listId: string, subscriberId: string): Promise<boolean> {
    if (!(await this.subscriber(listId, subscriberId))) return false;
    return repo.deleteSubscriber(this.deps.db, subscriberId);
  }

  /**
   * What is kept about a (lower-case) address: its row on each list, consent words included. The
   * confirmation and unsubscribe links are signed (signed-link.ts), never stored: nothing to list.
   */
  async personalData(email: string): Promise<PersonalDataPart> {
    const rows = await repo.subscribersOfEmail(this.deps.db, email);
    const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
    return {
      kind: 'subscribers',
      records: rows.map((row) => {
        const one = subscriberOf(row);
        return {
          id: one.id,
          list_id: one.listId,
          list: row.list_name,
          email: one.email,
          first_name: one.firstName,
          last_name: one.lastName,
          telephone: one.telephone,
          status: one.status,
          consent_text: one.consentText,
          consented_at: iso(one.consentedAt),
          confirmed_at: iso(one.confirmedAt),
          unsubscribed_at: iso(one.unsubscribedAt),
          source: one.source,
          lang: one.lang,
          created_at: iso(one.createdAt),
        };
      }),
    };
  }

  /** Removes the address from every list, its consent record with it. */
  async erasePersonalData(email: string): Promise<ErasurePart> {
    const removed = await repo.deleteSubscribersOfEmail(this.deps.db, email);
    return { kind: 'subscribers', removed, anonymised: 0 };
  }

  async subscribers(listId: string): Promise<Subscriber[] | null> {
    if (!(await this.getList(listId))) return null;
    return (await repo.listSubscribers(this.deps.db, listId)).map(subscriberOf);
  }

  /** One page of a list's subscribers for the platform API; null for an unknown list. */
  async pageSubscribers(
    listId: string,
    status: SubscriberStatus | undefined,
    window: ListWindow,
  ): Promise<{ subscribers: Subscriber[]; total: number } | null> {
    if (!(await this.getList(listId))) return null;
    const { rows, total } = await repo.pageSubscribers(this.deps.db, listId, status, window);
    return { subscribers: rows.map(subscriberOf), total };
  }

  /** The list's subscribers as CSV, formulas neutralised; null for an unknown list. */
  async subscribersCsv(listId: string): Promise<string | null> {
    const subscribers = await this.subscribers(listId);
    if (!subscribers) return null;
    const iso = (time: number | null) => (time === null ? '' : new Date(time).toISOString());
    return csvDocument([
      [
        'email',
        'first_name',
        'last_name',
        'telephone',
        'status',
        'consent_text',
        'consented_at',
        'confirmed_at',
        'unsubscribed_at',
        'source',
        'lang',
      ],
      ...subscribers.map((one) => [
        one.email,
        one.firstName,
        one.lastName,
        one.telephone,
        one.status,
        one.consentText,
        iso(one.consentedAt),
        iso(one.confirmedAt),
        iso(one.unsubscribedAt),
        one.source,
        one.lang,
      ]),
    ]);
  }
}
