// PrivacyService (`app.privacy`): everything the shop keeps about one person, found by their email
// address across modules, exported or erased at the owner's request. It keeps nothing itself and
// reads no table: each module finds and erases its own records through its service, and this
// puts their answers together in core's shapes (PersonalDataPart, ErasurePart).
import {
  PERSONAL_DATA_KINDS,
  type ErasureAnswer,
  type ErasurePart,
  type PersonalDataExport,
  type PersonalDataFound,
  type PersonalDataKind,
  type PersonalDataPart,
} from '@pinwheel/core';
import type { CustomersSurface } from '../accounts/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ContactFormsService } from '../contact-forms/index.ts';
import type { CouponsService } from '../coupons/index.ts';
import type { DisplayService } from '../display/index.ts';
import type { FormsService } from '../forms/index.ts';
import type { LeadsService } from '../leads/index.ts';
import type { MailingListService } from '../mailing-list/index.ts';
import type { OrdersService } from '../orders/index.ts';

export interface PrivacyDeps {
  leads: LeadsService;
  coupons: CouponsService;
  mailingList: MailingListService;
  contactForms: ContactFormsService;
  forms: FormsService;
  customers: CustomersSurface;
  orders: OrdersService;
  catalog: CatalogService;
  display: DisplayService;
}

/** The form every module matches addresses in: trimmed, lower case. */
export const personKey = (email: string) => email.trim().toLowerCase();

export class PrivacyService {
  constructor(private readonly deps: PrivacyDeps) {}

  /** Every kind's records about the address (a module that keeps none answers an empty list). */
  async personalData(email: string): Promise<PersonalDataPart[]> {
    const key = personKey(email);
    const { deps } = this;
    const [leads, customer] = await Promise.all([
      deps.leads.personalData(key),
      deps.customers.accounts.owner.personalData(key),
    ]);
    return Promise.all([
      leads.part,
      deps.coupons.personalData(key, leads.leadIds),
      deps.mailingList.personalData(key),
      deps.contactForms.personalData(key),
      deps.forms.personalData(key),
      customer.part,
      deps.orders.personalData(key, customer.id),
      deps.catalog.reviewAdmin.personalData(key),
      deps.display.personalData(key),
    ]);
  }

  /** How many records of each kind are kept about the address. */
  async found(email: string): Promise<PersonalDataFound> {
    const parts = await this.personalData(email);
    return {
      email: personKey(email),
      kinds: inKindOrder(parts).map((part) => ({ kind: part.kind, count: part.records.length })),
    };
  }

  async export(email: string, now = Date.now()): Promise<PersonalDataExport> {
    const parts = await this.personalData(email);
    const kinds = Object.fromEntries(
      inKindOrder(parts).map((part) => [part.kind, part.records]),
    ) as PersonalDataExport['kinds'];
    return { email: personKey(email), exported_at: new Date(now).toISOString(), kinds };
  }

  /**
   * Erases the address from every module, one module's transaction at a time, in the order that
   * keeps links findable: the coupons issued to the person's leads before the leads, the orders
   * the account placed before the account. Asking again finishes an erasure that broke off.
   */
  async erase(email: string, now = Date.now()): Promise<ErasureAnswer> {
    const key = personKey(email);
    const { deps } = this;
    const [{ leadIds }, customer] = await Promise.all([
      deps.leads.personalData(key),
      deps.customers.accounts.owner.personalData(key),
    ]);
    const parts: ErasurePart[] = [];
    parts.push(await deps.coupons.erasePersonalData(key, leadIds));
    parts.push(await deps.leads.erasePersonalData(key));
    parts.push(await deps.mailingList.erasePersonalData(key));
    parts.push(await deps.contactForms.erasePersonalData(key));
    parts.push(await deps.forms.erasePersonalData(key));
    parts.push(await deps.orders.erasePersonalData(key, customer.id, now));
    parts.push(await deps.customers.accounts.owner.erasePersonalData(key));
    parts.push(await deps.catalog.reviewAdmin.erasePersonalData(key));
    parts.push(await deps.display.erasePersonalData(key));
    return { email: key, erased_at: new Date(now).toISOString(), kinds: inKindOrder(parts) };
  }
}

function inKindOrder<Part extends { kind: PersonalDataKind }>(parts: Part[]): Part[] {
  return [...parts].sort(
    (a, b) => PERSONAL_DATA_KINDS.indexOf(a.kind) - PERSONAL_DATA_KINDS.indexOf(b.kind),
  );
}
