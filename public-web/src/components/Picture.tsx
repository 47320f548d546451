import { pictureProps, PICTURE_SIZES } from '@hashar/common';

/**
 * An uploaded picture (or any image address) with its WebP copies offered through `srcset`
 * (lib/pictures.ts), drawn at `sizes` (a kind of PICTURE_SIZES); loaded when near the screen
 * unless `eager`. Decorative (empty alternative text) unless `alt` says what it shows.
 */
export function Picture({
  src,
  sizes,
  className,
  width,
  height,
  eager = false,
  alt = '',
}: {
  src: string;
  sizes: keyof typeof PICTURE_SIZES;
  className?: string;
  width?: number;
  height?: number;
  eager?: boolean;
  alt?: string;
}) {
  return (
    <img
      className={className}
      {...pictureProps(src, PICTURE_SIZES[sizes])}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={width}
      height={height}
    />
  );
}
