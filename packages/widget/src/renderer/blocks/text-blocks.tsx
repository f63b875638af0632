// The plain blocks: a heading, a paragraph, an image. Texts go through React as text, never as HTML.
// The owner's texts are `dir="auto"`: an English sentence in a Hebrew popup keeps its full stop at
// its end, while the popup's layout (corners, labels) follows the popup's language.
import type { HeadingBlock, ImageBlock, TextBlock } from '@pinwheel/core';
import { useDynamicText } from '../dynamic-text.ts';

export function PopupHeading({ block }: { block: HeadingBlock }) {
  const fill = useDynamicText();
  const Tag = block.level === 1 ? 'h1' : block.level === 3 ? 'h3' : 'h2';
  return (
    <Tag className={`heading level-${block.level}`} dir="auto">
      {fill(block.text)}
    </Tag>
  );
}

export function PopupText({ block }: { block: TextBlock }) {
  const fill = useDynamicText();
  return (
    <p className="text" dir="auto">
      {fill(block.text)}
    </p>
  );
}

export function PopupImage({ block }: { block: ImageBlock }) {
  return (
    <img
      className="image"
      src={block.src}
      alt={block.alt}
      width={block.width}
      height={block.height}
      decoding="async"
    />
  );
}
