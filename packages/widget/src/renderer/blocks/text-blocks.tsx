// The plain blocks: a heading, a paragraph, an image. Texts go through React as text, never as HTML.
import type { HeadingBlock, ImageBlock, TextBlock } from '@pinwheel/core';

export function PopupHeading({ block }: { block: HeadingBlock }) {
  const Tag = block.level === 1 ? 'h1' : block.level === 3 ? 'h3' : 'h2';
  return <Tag className={`heading level-${block.level}`}>{block.text}</Tag>;
}

export function PopupText({ block }: { block: TextBlock }) {
  return <p className="text">{block.text}</p>;
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
