// Posts as cards: picture, topic, date, title (the link), excerpt. Used on the home page, the
// journal and the related-posts block.
import type { PostCard } from '@pinwheel/core';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';

export function PostCards({
  posts,
  headingLevel = 3,
}: {
  posts: PostCard[];
  headingLevel?: 2 | 3;
}) {
  const { lang } = useTranslation();
  const date = new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="post-cards">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="post-card">
            {post.image ? (
              <img
                className="post-card__picture"
                src={post.image.src}
                srcSet={post.image.srcSet}
                sizes="(max-width: 40rem) 100vw, 22rem"
                width={post.image.width}
                height={post.image.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <p className="post-card__meta">
              {post.topic} ·{' '}
              <time dateTime={new Date(post.date).toISOString()}>{date.format(post.date)}</time>
            </p>
            <Heading className="post-card__title">
              <Link to={post.url} className="post-card__link">
                {post.title}
              </Link>
            </Heading>
            <p className="post-card__excerpt">{post.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
