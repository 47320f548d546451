import { localized } from '@hashar/common';
import { DirectionIcon as EventsDirectionIcon } from '../../../activity/DirectionIcon';
import type { DirectionDto, Locale } from '@hashar/common';

/** A direction's name in the page language (Uzbek falls back to Russian). */
export function directionName(direction: Pick<DirectionDto, 'nameRu' | 'nameUz'>, locale: Locale): string {
  return localized(locale, direction.nameRu, direction.nameUz);
}

/** A direction's icon (the site's drawings, components/events) on a disc of its colour; decorative, the name is written beside it. */
export function DirectionIcon({ direction }: { direction: Pick<DirectionDto, 'color' | 'icon'> }) {
  return (
    <span className="direction-icon" style={{ background: direction.color }} aria-hidden="true">
      <EventsDirectionIcon icon={direction.icon} size={16} />
    </span>
  );
}

/** A direction as a chip: icon and name. */
export function DirectionChip({ direction, locale }: { direction: DirectionDto; locale: Locale }) {
  return (
    <span className="direction-chip" style={{ borderColor: direction.color }}>
      <DirectionIcon direction={direction} />
      {directionName(direction, locale)}
    </span>
  );
}
