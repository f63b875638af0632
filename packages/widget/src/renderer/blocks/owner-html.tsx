// The html block: the owner's own markup, sanitised as the template is (no scripts, handlers or
// javascript: links).
import type { HtmlBlock } from '@pinwheel/core';
import { useMemo } from 'react';
import { sanitisedHtml } from '../sanitised-html.ts';

export function OwnerHtml({ block }: { block: HtmlBlock }) {
  const clean = useMemo(() => sanitisedHtml(block.html), [block.html]);
  return <div className="html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
