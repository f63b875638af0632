// NoticesService (`app.notices`): the shop's recent-purchase notice settings (storefront spec §3)
// and the notices a visitor is shown — from real recent orders (through the orders module's
// `recentPurchases`) or generated from the owner's lists of names and cities.
import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_TIMINGS,
  noticeSettingsProblems,
  productUrl,
  toBase64Text,
  translate,
  type Language,
  type NoticeItem,
  type NoticeSettings,
  type NoticesAnswer,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/index.ts';
import {
  addressCountryName,
  addressStateName,
  type OrdersService,
  type RecentPurchase,
} from '../orders/index.ts';
import * as repo from './repo.ts';

/** What a settings save found wrong, by field, in the platform API's words (English). */
export type SettingsProblems = Partial<Record<keyof NoticeSettings, string>>;

/** Core's noticeSettingsProblems (the owner's page shows the same in its language) in English. */
export function settingsProblems(settings: NoticeSettings): SettingsProblems {
  return Object.fromEntries(
    Object.entries(noticeSettingsProblems(settings)).map(([field, problem]) => [
      field,
      translate('en', `noticesAdmin.problem.${problem.code}`, problem.params),
    ]),
  );
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export class NoticesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: CatalogService,
    private readonly orders: OrdersService,
    private readonly publicUrl: string,
  ) {}

  async settings(): Promise<NoticeSettings> {
    const json = await repo.findSettingsJson(this.db);
    if (!json) return { ...DEFAULT_NOTICE_SETTINGS };
    return { ...DEFAULT_NOTICE_SETTINGS, ...(JSON.parse(json) as Partial<NoticeSettings>) };
  }

  /** Saves settings that pass `settingsProblems`; otherwise saves nothing and says why. */
  async save(
    settings: NoticeSettings,
    now = Date.now(),
  ): Promise<{ ok: true } | { ok: false; problems: SettingsProblems }> {
    const problems = settingsProblems(settings);
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    // Header names are case-insensitive; Node hands them over in lower case.
    const stored = { ...settings, detect_header: settings.detect_header.toLowerCase() };
    await repo.saveSettingsJson(this.db, JSON.stringify(stored), now);
    return { ok: true };
  }

  /**
   * The notices for one visitor. `visitorCountry` finds the visitor's ISO country code (from the
   * header the shop names, '' for none, else the remembered code or the server's GeoIP); it is
   * asked only by generated notices with `detect` on.
   */
  async forVisitor(
    lang: Language,
    visitorCountry: (header: string) => string | undefined,
  ): Promise<NoticesAnswer> {
    const settings = await this.settings();
    // The page's language picks the templates (the widget sends it as `lang`).
    const hebrew = lang === 'he';
    const answer: NoticesAnswer = {
      enabled: settings.enabled,
      settings: {
        messages: hebrew ? settings.messages_he : settings.messages,
        image: settings.image,
        redirect_target: settings.redirect_target,
        time: settings.time,
        display_effect: settings.display_effect,
        hidden_effect: settings.hidden_effect,
        message_custom: (hebrew && settings.message_custom_he) || settings.message_custom,
        message_number_min: settings.message_number_min,
        message_number_max: settings.message_number_max,
        time_close: settings.time_close,
        show_close: settings.show_close,
        loop: settings.loop,
      },
      products: [],
    };
    if (!settings.enabled) return answer;
    if (settings.source === 'orders') {
      answer.products = await this.fromOrders(lang, settings);
      return answer;
    }
    const detected = settings.detect ? visitorCountry(settings.detect_header) : undefined;
    answer.products = await this.generated(lang, settings, detected);
    if (detected && answer.products.length > 0) answer.visitor_country = detected;
    return answer;
  }

  private async productsById(lang: Language, ids: readonly string[]) {
    const found = await this.catalog.recommendations({
      category: 'manual',
      count: ids.length,
      lang,
      manualProducts: ids,
      collection: '',
      lastVisited: [],
      inCart: [],
    });
    return new Map(found.map((product) => [product.productId, product]));
  }

  private productFields(
    settings: NoticeSettings,
    product: { title: string; slug: string; image: string | null },
  ) {
    return {
      title: product.title,
      url: `${this.publicUrl}${productUrl(product.slug)}`,
      thumb: settings.image && product.image ? `${this.publicUrl}${product.image}` : '',
    };
  }

  private async fromOrders(lang: Language, settings: NoticeSettings): Promise<NoticeItem[]> {
    const purchases = await this.orders.recentPurchases(NOTICE_TIMINGS.total);
    const products = await this.productsById(lang, [
      ...new Set(purchases.map((purchase) => purchase.productId)),
    ]);
    const items: NoticeItem[] = [];
    for (const purchase of purchases) {
      const product = products.get(purchase.productId);
      if (!product) continue;
      const place = settings.billing
        ? placeOf(purchase, lang)
        : { city: '', state: '', country: '' };
      items.push({
        ...this.productFields(settings, product),
        first_name: toBase64Text(settings.billing ? purchase.firstName : ''),
        city: toBase64Text(place.city),
        state: toBase64Text(place.state),
        country: toBase64Text(place.country),
        time: Math.floor(purchase.createdAt / 1000),
      });
    }
    return items;
  }

  private async generated(
    lang: Language,
    settings: NoticeSettings,
    detected: string | undefined,
  ): Promise<NoticeItem[]> {
    const products = [...(await this.productsById(lang, settings.products)).values()];
    if (products.length === 0 || settings.names.length === 0) return [];
    const country = detected ? addressCountryName(detected, lang) : settings.country;
    return Array.from({ length: NOTICE_TIMINGS.total }, () => ({
      ...this.productFields(settings, pick(products)),
      first_name: toBase64Text(pick(settings.names)),
      city: toBase64Text(settings.cities.length > 0 ? pick(settings.cities) : ''),
      state: toBase64Text(''),
      country: toBase64Text(country),
    }));
  }
}

function placeOf(purchase: RecentPurchase, lang: Language) {
  return {
    city: purchase.city,
    state: purchase.state ? addressStateName(purchase.country, purchase.state) : '',
    country: purchase.country ? addressCountryName(purchase.country, lang) : '',
  };
}
