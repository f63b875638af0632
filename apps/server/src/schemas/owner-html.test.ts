import { describe, expect, it } from 'vitest';
import { htmlToText, ownerHtml, sanitizeOwnerHtml, textToHtml } from './owner-html.ts';

describe('owner HTML', () => {
  it('keeps structure and drops scripts, handlers, styles and javascript: links', () => {
    const dirty =
      '<h2 onclick="x()">Care</h2><script>alert(1)</script><p style="color:red">Wash <strong>cold</strong>' +
      '<a href="javascript:alert(1)">here</a> <a href="https://example.com" target="_blank">guide</a></p>' +
      '<img src="http://tracker.example/p.gif"><img src="/media/abc/w480.webp" alt="Mug" onerror="x()">';
    expect(sanitizeOwnerHtml(dirty)).toBe(
      '<h2>Care</h2><p>Wash <strong>cold</strong><a rel="noopener noreferrer">here</a> ' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">guide</a></p>' +
        '<img src="/media/abc/w480.webp" alt="Mug" />',
    );
  });

  it('sanitises on parse and refuses what is too long', () => {
    expect(ownerHtml(100).parse('<p>Hi<iframe src="https://x"></iframe></p>')).toBe('<p>Hi</p>');
    expect(ownerHtml(5).safeParse('<p>too long</p>').success).toBe(false);
  });

  it('turns HTML into lines of text and text into escaped paragraphs', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&#39;s</p><ul><li>one</li><li>two</li></ul>')).toBe(
      "Tom & Jerry's\none\ntwo",
    );
    expect(textToHtml('Hello <b>\nworld\n\nSecond & last')).toBe(
      '<p>Hello &lt;b&gt;<br>world</p>\n<p>Second &amp; last</p>',
    );
  });
});
