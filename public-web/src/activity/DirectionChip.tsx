import type { DirectionDto } from '@hashar/common';
import type { CSSProperties } from 'react';
import { DirectionIcon } from './DirectionIcon';
import { nameIn } from './format';
import { useI18n } from '../i18n';

/** A direction as a chip: its icon in its colour, and its name. */
export function DirectionChip({ direction }: { direction: DirectionDto }) {
  const { locale } = useI18n();
  return (
    <span className="direction-chip" style={{ '--direction-color': direction.color } as CSSProperties} data-direction={direction.key}>
      <DirectionIcon icon={direction.icon} size={16} />
      {nameIn(locale, direction)}
    </span>
  );
}

/** The directions of an event or visit offer, as a list of chips. */
export function DirectionChips({ directions }: { directions: readonly DirectionDto[] }) {
  if (directions.length === 0) return null;
  return (
    <ul className="direction-chips">
      {directions.map((d) => (
        <li key={d.id}>
          <DirectionChip direction={d} />
        </li>
      ))}
    </ul>
  );
}
