// A stored image as pages show it: a middle sub-size as src, every sub-size in srcset, the
// largest for the lightbox.
import type { ImageRecord } from '@pinwheel/core';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from '../media/index.ts';

export function imageRecord(key: string, width: number, height: number, alt: string): ImageRecord {
  const fitting = IMAGE_WIDTHS.filter((w, index) => index === 0 || w <= width);
  return {
    src: imageUrl(key, fitting[Math.min(1, fitting.length - 1)] ?? IMAGE_WIDTHS[0]),
    srcSet: imageSrcSet(key, width),
    large: imageUrl(key, fitting[fitting.length - 1] ?? IMAGE_WIDTHS[0]),
    width,
    height,
    alt,
  };
}
