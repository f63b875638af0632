// Where a link button goes (spec §5): an address without a scheme gets `//` (so `shop.example/x`
// is that site, not a page of the host), unless it is a path, a query or an anchor.
const schemeOf = /^[a-z][a-z0-9+.-]*:/i;

export function linkAddress(href: string): string {
  const address = href.trim();
  if (address === '' || schemeOf.test(address) || /^[/?#.]/.test(address)) return address;
  return `//${address}`;
}
