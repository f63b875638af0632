// POST /lang remembers the visitor's language in a cookie and sends them back where they were.
// The language switch in the header posts here; there is no page to show.
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  sameSitePath,
  translate,
} from '@pinwheel/core';
import { redirect } from 'react-router';
import type { Route } from './+types/language-choice';

export function loader() {
  return redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const lang = form?.get('lang');
  if (!form || !isLanguage(lang)) {
    const message = translate(context.lang, form ? 'lang.invalid' : 'form.unreadable');
    return new Response(message, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return redirect(sameSitePath(form.get('redirectTo'), '/'), {
    headers: {
      'Set-Cookie': `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    },
  });
}
