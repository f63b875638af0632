// POST /admin/sign-out ends the owner's session and returns to the shop's front page.
import { redirect } from 'react-router';
import type { Route } from './+types/admin-sign-out';

export function loader() {
  return redirect('/');
}

export async function action({ context }: Route.ActionArgs) {
  const clearSessionCookie = await context.accounts.signOut();
  return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie } });
}
