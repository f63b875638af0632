// The html block: the owner's own markup, sanitised as the template is (no scripts, handlers or
// javascript: links).
import type { HtmlBlock } from '@pinwheel/core';
import { SanitisedMarkup } from './sanitised-markup.tsx';

export function OwnerHtml({ block }: { block: HtmlBlock }) {
  return <SanitisedMarkup className="html" html={block.html} />;
}
