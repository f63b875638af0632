// A line's key, as Shopify makes it: the variation id and a hash of the line's properties, so the
// same variation with other properties is another line. Not a secret; md5 is Shopify's choice too.
import { createHash } from 'node:crypto';

export function lineKey(variationId: number, properties: Record<string, string>): string {
  const sorted = Object.keys(properties)
    .sort()
    .map((name) => [name, properties[name]]);
  return `${variationId}:${createHash('md5').update(JSON.stringify(sorted)).digest('hex')}`;
}

export const lineKeyPattern = /^[1-9]\d{0,15}:[0-9a-f]{32}$/;
