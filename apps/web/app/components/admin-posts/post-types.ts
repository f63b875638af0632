// The shapes the post pages read and write, taken from the platform API's own types (the typed
// client's OpenAPI document), and the date rules both the list and the editor use: WordPress's
// `date_gmt` is UTC written without a zone, the owner reads and picks local times.
import type { AnswerOf, BodyOf, Operation } from '@pinwheel/client';

export type WpPost = AnswerOf<Operation<'/wp-json/wp/v2/posts/{id}', 'get'>>;
export type WpPostBody = BodyOf<Operation<'/wp-json/wp/v2/posts/{id}', 'put'>>;
export type WpTerm = AnswerOf<Operation<'/wp-json/wp/v2/categories/{id}', 'get'>>;
export type PostStatus = NonNullable<WpPost['status']>;

/** The moment of a post's date (`date_gmt`, UTC without a zone), in epoch ms. */
export function postMoment(post: Pick<WpPost, 'date' | 'date_gmt'>): number {
  return Date.parse(`${post.date_gmt ?? post.date}Z`);
}

/** A local `datetime-local` value ("2026-11-26T16:30") for an epoch-ms moment. */
export function localInputValue(epochMs: number): string {
  const local = new Date(epochMs - new Date(epochMs).getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The UTC moment a `datetime-local` value means in the owner's time zone; null when empty or bad. */
export function momentOfLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const moment = new Date(value).getTime();
  return Number.isNaN(moment) ? null : moment;
}

/** WordPress's `date_gmt` for a moment: UTC, seconds, no zone. */
export function wpDateGmt(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

export function dateTimeFormat(lang: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
