// English messages of what a shopper tripped on (issue 26): the instalments line that names who
// offers the plan, the empty search's suggestions. Kept in a file
// of their own and spread into en.ts.
export const shopperTripsEn = {
  'instalments.shopPlan':
    'or {count} interest-free payments of {amount} by {method}: a plan this shop offers itself, not a loan',
  'instalments.providerPlan':
    'or {count} payments of {amount} with {provider}, who offers the plan',
  'search.emptySuggestions': 'Nothing matched. Perhaps one of these?',
  'search.popularProducts': 'Popular products',
  'search.popularCategories': 'Shop by category',
} as const;
