// POST /tracking: the visitor's say over visit-source tracking (spec §4 "Tracking: enabled or
// disabled; disabling clears all tracking cookies"). "off" remembers the no and clears every
// tracker cookie in the same answer; "on" forgets the no. Then back where they were.
import {
  clearTracking,
  sameSitePath,
  TRACKER_COOKIE_LIFETIME_MS,
  TRACKING_REFUSED_COOKIE,
  translate,
} from '@pinwheel/core';
import { redirect } from 'react-router';
import type { Route } from './+types/tracking-choice';

export function loader() {
  return redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = form?.get('tracking');
  if (!form || (choice !== 'off' && choice !== 'on')) {
    return new Response(translate(context.lang, 'form.unreadable'), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const headers = new Headers();
  if (choice === 'off') {
    const maxAge = Math.floor(TRACKER_COOKIE_LIFETIME_MS / 1000);
    headers.append(
      'Set-Cookie',
      `${TRACKING_REFUSED_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax`,
    );
    for (const cookie of clearTracking()) {
      headers.append('Set-Cookie', `${cookie.name}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
  } else {
    headers.append('Set-Cookie', `${TRACKING_REFUSED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  }
  return redirect(sameSitePath(form.get('redirectTo'), '/'), { headers });
}
