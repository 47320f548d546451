import type { DirectionDto, Locale } from '@hashar/common';

/** A glyph per direction icon key (decorative: the name is always written beside it). */
const GLYPHS: Readonly<Record<string, string>> = {
  veterans: '🎖', children: '🧒', animals: '🐾', healthcare: '🩺', intellectual: '🧠', corona: '🦠', culture: '🎭',
  disabilities: '♿', education: '📚', 'search-missing': '🔎', humansrights: '⚖', nature: '🌳', sportsevents: '🏅',
  oldergeneration: '🧓', urbanistics: '🏙', emergency: '🚨', othedir: '✳',
};

/** A direction's name in the page language (Uzbek falls back to Russian). */
export function directionName(direction: Pick<DirectionDto, 'nameRu' | 'nameUz'>, locale: Locale): string {
  return locale === 'uz' && direction.nameUz ? direction.nameUz : direction.nameRu;
}

/** The icon of a direction on a disc of its colour. */
export function DirectionIcon({ direction }: { direction: Pick<DirectionDto, 'icon' | 'color'> }) {
  return (
    <span className="direction-icon" style={{ background: direction.color }} aria-hidden="true">
      {GLYPHS[direction.icon] ?? GLYPHS['othedir']}
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
