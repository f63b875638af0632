// One product as its page reads it, in the visitor's language: images, swatches, variations in
// the variations form's shape (spec §3), bulk tiers, deposit plans, the first reviews.
import {
  categoryUrl,
  productUrl,
  type Language,
  type ProductAttribute,
  type ProductPage,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { htmlToText } from '../../schemas/owner-html.ts';
import type { CatalogSettings } from './catalog-settings.ts';
import { imageRecord } from './image-record.ts';
import { averageRating, cardsInOrder } from './listing.ts';
import { localized } from './localized.ts';
import { approvedReviews, findProductBySlug, findProductParts, upsellIdsOf } from './repo.ts';

/** Reviews shown with the page; more come a page at a time. */
export const REVIEWS_PER_PAGE = 10;

interface InformationRow {
  label: string;
  label_he: string | null;
  value: string;
  value_he: string | null;
}

function informationRows(json: string): InformationRow[] {
  try {
    const rows: unknown = JSON.parse(json);
    return Array.isArray(rows) ? (rows as InformationRow[]) : [];
  } catch {
    return [];
  }
}

export async function productPage(
  db: Kysely<Database>,
  lang: Language,
  settings: CatalogSettings,
  slug: string,
  /** The owner's preview: a product not published yet is shown too. */
  unpublished = false,
): Promise<ProductPage | null> {
  const row = await findProductBySlug(db, slug, unpublished);
  if (!row) return null;
  const [parts, reviews, upsells] = await Promise.all([
    findProductParts(db, row.id),
    approvedReviews(db, row.id, REVIEWS_PER_PAGE, 0),
    // Only the published ones become cards: a chosen product in draft stays out until published.
    upsellIdsOf(db, row.id).then((ids) => cardsInOrder(db, lang, ids)),
  ]);
  const images = parts.images.map((image) =>
    imageRecord(
      image.image_key,
      image.width,
      image.height,
      localized(lang, image.alt, image.alt_he),
    ),
  );
  const shortDescription = localized(lang, row.short_description, row.short_description_he);
  const description = localized(lang, row.description, row.description_he);
  const imageIndex = new Map(parts.images.map((image, index) => [image.image_key, index]));

  const attributes: ProductAttribute[] = [];
  for (const term of parts.terms) {
    let attribute = attributes.find((a) => a.slug === term.attribute_slug);
    if (!attribute) {
      attribute = {
        slug: term.attribute_slug,
        name: localized(lang, term.attribute_name, term.attribute_name_he),
        kind:
          term.swatch_kind === 'color' || term.swatch_kind === 'image' ? term.swatch_kind : 'label',
        terms: [],
      };
      attributes.push(attribute);
    }
    const name = localized(lang, term.term_name, term.term_name_he);
    attribute.terms.push({
      slug: term.term_slug,
      name,
      color: term.color,
      image: term.image_key ? imageRecord(term.image_key, 240, 240, name) : null,
    });
  }

  return {
    id: row.id,
    slug: row.slug,
    url: productUrl(row.slug),
    type: row.type === 'variable' ? 'variable' : 'simple',
    title: localized(lang, row.title, row.title_he),
    shortDescription,
    description,
    summary: htmlToText(shortDescription || description)
      .replace(/\n/g, ' ')
      .slice(0, 500),
    additionalInformation: informationRows(row.additional_information).map((info) => ({
      label: localized(lang, info.label, info.label_he),
      value: localized(lang, info.value, info.value_he),
    })),
    categories: parts.categories.map((category) => ({
      slug: category.slug,
      name: localized(lang, category.name, category.name_he),
      url: categoryUrl(category.slug),
    })),
    images,
    attributes,
    variations: parts.variations.map((v) => ({
      id: Number(v.id),
      attributes: JSON.parse(v.attributes) as Record<string, string>,
      sku: v.sku,
      price: Number(v.price),
      compare_at_price: v.compare_at_price === null ? null : Number(v.compare_at_price),
      is_in_stock: v.is_in_stock === 1,
      max_qty: v.max_qty === null ? null : Number(v.max_qty),
      variation_stock_left: v.stock === null ? null : Number(v.stock),
      is_pre_order: v.is_pre_order === 1 ? 'yes' : 'no',
      pre_order_label:
        v.is_pre_order === 1 ? localized(lang, v.pre_order_label ?? '', v.pre_order_label_he) : '',
      enabled: v.enabled === 1,
      imageIndex: v.image_key ? (imageIndex.get(v.image_key) ?? null) : null,
    })),
    bulkTiers: parts.bulkTiers.map((tier) => ({
      variationId: tier.variation_id === null ? null : Number(tier.variation_id),
      minQuantity: Number(tier.min_quantity),
      discountPercent: tier.discount_percent,
    })),
    depositsEnabled: row.deposits_enabled === 1,
    depositPlans: parts.depositPlans.map((plan) => ({
      id: plan.id,
      name: localized(lang, plan.name, plan.name_he),
      description: localized(lang, plan.description, plan.description_he),
      depositPercent: plan.deposit_percent,
      installments: plan.installments,
    })),
    rating: averageRating(row.rating_total, row.review_count),
    reviewCount: Number(row.review_count),
    reviews: reviews.map((review) => ({
      id: review.id,
      author: review.author,
      rating: review.rating,
      text: review.text,
      verified: review.verified === 1,
      date: Number(review.created_at),
    })),
    currency: settings.currency,
    swatchOptions: settings.swatches,
    reviewSettings: {
      ratingsRequired: settings.reviews.ratings_required,
      requiredRatingText: settings.reviews.required_rating_text,
      moderation: settings.reviews.moderation,
    },
    upsells,
    updatedAt: Number(row.updated_at),
  };
}
