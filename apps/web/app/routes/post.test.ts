// The post page renders the body as the HTML it is (owner HTML the server sanitised when it was
// saved: wp-posts.test.ts shows a <script> never reaches what the page is given), so headings,
// links and lists show as such instead of as escaped text.
import type { PostPage } from '@pinwheel/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import Post from './post.tsx';

const post: PostPage = {
  id: 'post-1',
  slug: 'dyeing-with-indigo',
  url: '/blog/dyeing-with-indigo',
  title: 'Dyeing with indigo',
  excerpt: 'Blue, slowly.',
  topic: 'Field notes',
  date: Date.UTC(2026, 10, 1),
  image: null,
  html: '<h2>The vat</h2><p>Dip, <strong>wait</strong>, <a href="https://example.com/" rel="noopener noreferrer">read on</a>.</p>',
  tags: ['Indigo'],
};

describe('the post page', () => {
  it('renders the post body as HTML', () => {
    const loaderData = { post, shopName: 'Shop', origin: 'http://shop.test' };
    const Stub = createRoutesStub([
      { id: 'post', path: '/blog/:slug', Component: Post as never, loader: () => loaderData },
    ]);
    const page = renderToString(
      createElement(Stub, {
        initialEntries: ['/blog/dyeing-with-indigo'],
        hydrationData: { loaderData: { post: loaderData } },
      }),
    );
    expect(page).toContain('<div class="post__body"><h2>The vat</h2><p>Dip, <strong>wait</strong>');
    expect(page).toContain('<a href="https://example.com/" rel="noopener noreferrer">read on</a>');
    expect(page).not.toContain('&lt;h2&gt;');
    expect(page).toContain('Field notes');
  });
});
