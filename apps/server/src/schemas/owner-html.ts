// Owner HTML: what an owner writes as rich text (post content, product descriptions) through the
// platform API or the dashboard's editor. One allow-list for all of it: text structure, links and
// our own or https pictures. Scripts, styles, event attributes and javascript: links never get
// through, whoever sends them, so pages may render what is stored as it is.
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A link opened in a new tab cannot reach back into the shop's page.
    a: (tagName, attributes) => ({
      tagName,
      attribs: { ...attributes, rel: 'noopener noreferrer' },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^(https:\/\/|\/media\/)/.test(frame.attribs.src ?? ''),
};

/** The HTML as pages may show it. */
export function sanitizeOwnerHtml(html: string): string {
  return sanitizeHtml(html, allowList).trim();
}

/** A rich-text field: at most `maxLength` characters as sent, sanitised on parse. */
export function ownerHtml(maxLength: number) {
  return z.string().max(maxLength).transform(sanitizeOwnerHtml);
}

const blockEnd = /<\/(p|h[1-6]|li|blockquote|figcaption|tr|pre)>|<br\s*\/?>/gi;

/** The text of owner HTML (search words, excerpts, meta descriptions): tags gone, blocks on lines. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(blockEnd, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/** Plain text as owner HTML: escaped, one paragraph per blank-line-separated block. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
