// The related-posts block at the end of a post (spec storefront §2, §3, §7, §8), loaded through
// the spec's call: a GET of the post's own address with `relatedposts=1` (and the page's language),
// marked as XHR. It shows the answer's items as the answer's settings say (thumbnails, date,
// context, grid or list); a failed call or an empty answer shows nothing at all.
//
// Why through the call rather than in the page's render: the spec defines the block by that call
// and by what its failure does (nothing, silently), and the block sits below the post, so loading
// it after the post keeps the post's own render lean. Before JavaScript the post ends with a plain
// link to the journal instead (<noscript>), so no visitor meets a dead end.
import type { RelatedPostsAnswer } from '@pinwheel/core';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { shopApi } from '../../storefront-call.ts';
import { useTranslation } from '../../translation.ts';

function isAnswer(value: unknown): value is RelatedPostsAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RelatedPostsAnswer).items)
  );
}

export function RelatedPosts({ postPath }: { postPath: string }) {
  const { t, lang } = useTranslation();
  const [answer, setAnswer] = useState<RelatedPostsAnswer | null>(null);

  useEffect(() => {
    const request = new AbortController();
    setAnswer(null);
    shopApi
      .request<unknown>('GET', postPath, {
        query: { relatedposts: 1, lang },
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        signal: request.signal,
      })
      .then((body) => {
        if (isAnswer(body) && body.items.length > 0) setAnswer(body);
      })
      // Spec §8: a failure shows nothing, silently.
      .catch(() => undefined);
    return () => request.abort();
  }, [postPath, lang]);

  if (!answer) {
    return (
      <noscript>
        <p className="related-posts__fallback">
          <a href="/blog">{t('posts.moreFromJournal')}</a>
        </p>
      </noscript>
    );
  }
  return <RelatedPostsView answer={answer} title={t('posts.related')} />;
}

/**
 * The block as it is drawn from an answer: the post page's, and the dashboard's post editor's
 * preview of it (so the owner sees what readers will, with the same display settings).
 */
export function RelatedPostsView({ answer, title }: { answer: RelatedPostsAnswer; title: string }) {
  const titleId = useId();
  return (
    <section className="related-posts" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul className={answer.layout === 'list' ? 'post-cards post-cards--list' : 'post-cards'}>
        {answer.items.map((item) => (
          <li key={item.id}>
            <article className="post-card">
              {answer.show_thumbnails && item.img ? (
                <img
                  className="post-card__picture"
                  src={item.img.src}
                  srcSet={item.img.srcset}
                  sizes={item.img.sizes}
                  width={item.img.width}
                  height={item.img.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              {answer.show_context || answer.show_date ? (
                <p className="post-card__meta">
                  {[answer.show_context ? item.context : '', answer.show_date ? item.date : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
              <h3 className="post-card__title">
                <Link to={item.url} className="post-card__link">
                  {item.title}
                </Link>
              </h3>
              <p className="post-card__excerpt">{item.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
