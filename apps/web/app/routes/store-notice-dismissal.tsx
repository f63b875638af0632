// POST /store-notice: the store notice's dismiss button without JavaScript. Sets the notice's
// `store_notice{id}` cookie (the one the banner's script sets) and sends the visitor back to the
// page they were on, judged as a same-site path after normalising (core's sameSitePath).
import { sameSitePath, translate } from '@pinwheel/core';
import { redirect } from 'react-router';
import type { Route } from './+types/store-notice-dismissal';
import { storeNoticeCookieValue } from '../components/store-notice.tsx';

/** The notice ids the catalog settings allow (catalog-settings.ts). */
const NOTICE_ID = /^[a-z0-9-]{0,40}$/;

export function loader() {
  return redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const id = form?.get('notice');
  if (!form || typeof id !== 'string' || !NOTICE_ID.test(id)) {
    const message = translate(context.lang, form ? 'storeNotice.invalid' : 'form.unreadable');
    return new Response(message, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return redirect(sameSitePath(form.get('redirectTo'), '/'), {
    headers: { 'Set-Cookie': storeNoticeCookieValue({ id }) },
  });
}
