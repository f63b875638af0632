// What the post editor holds while the owner writes: one object for every field (both languages,
// publishing, picture, categories and tags), made from the API's post and turned back into the
// body a save sends. `publishing` is the owner's choice in words (draft, now, later) rather than
// WordPress's statuses, whose `future` only means "published, with a date still ahead".
import {
  localInputValue,
  momentOfLocalInput,
  postMoment,
  wpDateGmt,
  type WpPost,
  type WpPostBody,
} from './post-types.ts';

export type Publishing = 'draft' | 'now' | 'later';

export interface PostDraft {
  title: string;
  excerpt: string;
  content: string;
  titleHe: string;
  excerptHe: string;
  contentHe: string;
  slug: string;
  publishing: Publishing;
  /** `datetime-local` value in the owner's time zone, for `later`. */
  publishAt: string;
  featured: string | null;
  categories: string[];
  tags: string[];
}

export const emptyDraft: PostDraft = {
  title: '',
  excerpt: '',
  content: '',
  titleHe: '',
  excerptHe: '',
  contentHe: '',
  slug: '',
  publishing: 'draft',
  publishAt: '',
  featured: null,
  categories: [],
  tags: [],
};

export function draftOf(post: WpPost): PostDraft {
  const he = post.translations?.he;
  const status = post.status ?? 'publish';
  return {
    title: post.title.raw ?? post.title.rendered,
    excerpt: post.excerpt.raw ?? '',
    content: post.content?.raw ?? post.content?.rendered ?? '',
    titleHe: he?.title ?? '',
    excerptHe: he?.excerpt ?? '',
    contentHe: he?.content ?? '',
    slug: post.slug,
    publishing: status === 'publish' ? 'now' : status === 'future' ? 'later' : 'draft',
    publishAt: status === 'future' ? localInputValue(postMoment(post)) : '',
    featured: post.featured_media === 0 ? null : post.featured_media,
    categories: post.categories ?? [],
    tags: post.tags ?? [],
  };
}

/** Problems the editor finds before asking the server (the schedule's date). */
export function draftProblems(
  draft: PostDraft,
  now = Date.now(),
): { date_gmt?: 'missing' | 'past' } {
  if (draft.publishing !== 'later') return {};
  const moment = momentOfLocalInput(draft.publishAt);
  if (moment === null) return { date_gmt: 'missing' };
  if (moment <= now) return { date_gmt: 'past' };
  return {};
}

/**
 * The body a save sends. `wasStatus` is the post's status as saved (none for a new post): a post
 * scheduled before and published now is dated now, or it would stay scheduled.
 */
export function bodyOf(
  draft: PostDraft,
  wasStatus?: WpPost['status'],
  now = Date.now(),
): WpPostBody {
  const orNull = (text: string) => (text.trim() ? text : null);
  const body: WpPostBody = {
    title: draft.title,
    content: draft.content,
    excerpt: draft.excerpt,
    status:
      draft.publishing === 'draft' ? 'draft' : draft.publishing === 'now' ? 'publish' : 'future',
    featured_media: draft.featured ?? 0,
    categories: draft.categories,
    tags: draft.tags,
    translations: {
      he: {
        title: orNull(draft.titleHe),
        content: orNull(draft.contentHe),
        excerpt: orNull(draft.excerptHe),
      },
    },
  };
  if (draft.slug.trim()) body.slug = draft.slug.trim();
  if (draft.publishing === 'later') {
    const moment = momentOfLocalInput(draft.publishAt);
    if (moment !== null) body.date_gmt = wpDateGmt(moment);
  } else if (draft.publishing === 'now' && wasStatus === 'future') {
    body.date_gmt = wpDateGmt(now);
  }
  return body;
}

export function sameDraft(a: PostDraft, b: PostDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
