import { type DirectionDto, pictureProps, PICTURE_SIZES } from '@hashar/common';
import { DirectionIcon } from './DirectionIcon';
import { placeholderColor } from './format';
import './cover.css';

/** A cover image, or a placeholder in the colour of the first direction with its icon. */
export function Cover({
  src,
  directions,
  className,
  large = false,
  sizes = PICTURE_SIZES.card,
  eager = large,
}: {
  src: string | null;
  directions: readonly DirectionDto[];
  className: string;
  large?: boolean;
  /** How wide it is drawn when not `large` (a list's card by default). */
  sizes?: string;
  /** Loaded at once (a page's cover, a list's first cards), not when near the screen. */
  eager?: boolean;
}) {
  if (src) {
    const picture = pictureProps(src, large ? PICTURE_SIZES.page : sizes);
    return <img className={className} {...picture} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  }
  const first = directions[0];
  return (
    <span className={`${className} cover-placeholder`} style={{ background: placeholderColor(directions) }} aria-hidden="true">
      <DirectionIcon icon={first?.icon ?? 'othedir'} size={large ? 96 : 56} />
    </span>
  );
}
