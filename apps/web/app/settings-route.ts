// What the owner's settings pages share in their loaders and actions: the page's title, whether it
// was just saved (the redirect after a save comes back with ?saved=1), and the save itself — a form
// the server refuses is answered 400 with its messages and the owner's input; a saved one
// redirects back (post, redirect, get), so the form works the same without JavaScript.
import { translate, type MessageKey, type SettingsFormValues } from '@pinwheel/core';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { SettingsSaveResult } from './context/settings.ts';
import { pageTitle } from './page-title.ts';

/** "Cart & checkout · Settings · Shop", and whether the page follows a save. */
export function settingsPageState(
  context: Readonly<RouterContextProvider>,
  request: Request,
  tab: MessageKey,
) {
  const page = `${translate(context.lang, tab)} · ${translate(context.lang, 'admin.settings')}`;
  return {
    title: pageTitle(page, context.shop.name),
    saved: new URL(request.url).searchParams.has('saved'),
  };
}

/** Reads the post, saves it with `save`, and answers the refusal or the redirect to `back`. */
export async function saveSettingsPost(
  context: Readonly<RouterContextProvider>,
  request: Request,
  save: (form: FormData) => Promise<SettingsSaveResult>,
  back: string,
) {
  const form = await request.formData().catch(() => null);
  const outcome: SettingsSaveResult = form
    ? await save(form)
    : { ok: false, errors: { form: translate(context.lang, 'form.unreadable') }, values: {} };
  if (outcome.ok) return redirect(`${back}?saved=1`);
  return data(outcome, { status: 400 });
}

/** The values a form shows: what the owner posted when it was refused, else the saved ones. */
export function shownValues(
  saved: SettingsFormValues,
  refused: { values: SettingsFormValues } | undefined,
): SettingsFormValues {
  // An unreadable post has no values of its own: the saved ones are shown again.
  return refused && Object.keys(refused.values).length > 0 ? refused.values : saved;
}
