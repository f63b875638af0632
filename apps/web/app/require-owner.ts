// The access check of every /admin page. Each admin loader and action calls it itself, not only
// the /admin layout: a single-fetch request (`/admin.data?_routes=…`) runs just the loaders it
// names, so a check in the layout alone can be skipped by leaving the layout out.
import { redirect, type AppLoadContext } from 'react-router';
import type { Owner } from './load-context.ts';

/** React Router's single-fetch parameter naming the loaders to run; not part of the page's URL. */
const singleFetchRoutesParam = '_routes';

/**
 * Answers the signed-in owner. Everyone else gets the redirect (thrown) to the sign-in page, which
 * brings them back to the page they asked for.
 */
export async function requireOwner(context: AppLoadContext, request: Request): Promise<Owner> {
  const owner = await context.accounts.currentOwner();
  if (owner) return owner;
  const url = new URL(request.url);
  if (url.searchParams.has(singleFetchRoutesParam)) url.searchParams.delete(singleFetchRoutesParam);
  const query = new URLSearchParams({ redirectTo: url.pathname + url.search });
  throw redirect(`/admin/sign-in?${query}`);
}
