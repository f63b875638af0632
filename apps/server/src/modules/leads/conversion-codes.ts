// Each site's conversion code: HTML the widget adds to the page head after a conversion (an ad
// network's tag), answered by the conversion call through the sites module's cache.
import type { LeadsContext } from './leads-context.ts';
import * as repo from './repo.ts';

/** The site's conversion code ('' for none), as the conversion call answers it. */
export function getConversionCode(ctx: LeadsContext, siteId: string): Promise<string> {
  return repo.conversionCode(ctx.db, siteId);
}

/** Sets a site's conversion code; false for an unknown site. */
export async function setConversionCode(
  ctx: LeadsContext,
  siteId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const site = await ctx.sites.get(siteId);
  if (!site) return false;
  await repo.saveConversionCode(ctx.db, siteId, code, now);
  ctx.conversionCodes.invalidate(site.clientId);
  return true;
}
