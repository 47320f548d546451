import type { DirectionDto } from '@hashar/common';
import { DirectionIcon } from './DirectionIcon';
import { placeholderColor } from './format';
import './cover.css';

/** A cover image, or a placeholder in the colour of the first direction with its icon. */
export function Cover({
  src,
  directions,
  className,
  large = false,
}: {
  src: string | null;
  directions: readonly DirectionDto[];
  className: string;
  large?: boolean;
}) {
  if (src) return <img className={className} src={src} alt="" loading={large ? 'eager' : 'lazy'} decoding="async" />;
  const first = directions[0];
  return (
    <span className={`${className} cover-placeholder`} style={{ background: placeholderColor(directions) }} aria-hidden="true">
      <DirectionIcon icon={first?.icon ?? 'othedir'} size={large ? 96 : 56} />
    </span>
  );
}
