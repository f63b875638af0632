// The access check of every /admin page, in one place: the /admin layout's middleware. React
// Router runs a layout's middleware before any loader or action below it, on every request that
// matches there: a document, a single-fetch request naming only a child's loader
// (`/admin/leads.data?_routes=routes/admin-leads`), a form post to a child's action. A check in
// the layout's loader would not do: single fetch skips the loaders a request does not name.
import { createContext, redirect, type MiddlewareFunction } from 'react-router';
import type { Owner } from './context/accounts.ts';

/** The signed-in owner, for the admin pages that name them (set by ownerOnly). */
export const ownerContext = createContext<Owner>();

/** React Router's single-fetch parameter naming the loaders to run; not part of the page's URL. */
const singleFetchRoutesParam = '_routes';

/**
 * Lets the signed-in owner through and hands them on in ownerContext. Everyone else gets the
 * redirect (thrown) to the sign-in page, which brings them back to the page they asked for; no
 * admin loader or action runs for them.
 */
export const ownerOnly: MiddlewareFunction<Response> = async ({ request, context }) => {
  const owner = await context.accounts.currentOwner();
  if (!owner) throw redirect(signInAddress(request));
  context.set(ownerContext, owner);
};

function signInAddress(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete(singleFetchRoutesParam);
  const query = new URLSearchParams({ redirectTo: url.pathname + url.search });
  return `/admin/sign-in?${query}`;
}
