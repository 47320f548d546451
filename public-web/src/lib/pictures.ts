import { uploadSrcSet } from '@hashar/common';

/**
 * How wide each kind of picture is drawn, for the browser's pick among an upload's WebP copies
 * (common's IMAGE_WIDTHS): a phone draws cards and covers the screen's width, a wide screen a card
 * a third of the page.
 */
export const PICTURE_SIZES = {
  /** A list's card. */
  card: '(min-width: 960px) 320px, (min-width: 600px) 50vw, 100vw',
  /** A page's own cover, as wide as the page. */
  page: '(min-width: 1200px) 1200px, 100vw',
  /** A row's picture in the profile area: 160 px beside the text, the full width on a phone. */
  row: '(min-width: 600px) 160px, 100vw',
} as const;

/** `src`, and for an uploaded picture the `srcSet` of its WebP copies with the `sizes` it is drawn at. */
export function pictureProps(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = uploadSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
