export * from './swatch-options.ts';
export * from './variation-choice.ts';
export * from './money.ts';
export * from './listing-query.ts';
export * from './storefront-records.ts';
export * from './search-ranking.ts';
export * from './share-count.ts';
export * from './bulk-table.ts';
