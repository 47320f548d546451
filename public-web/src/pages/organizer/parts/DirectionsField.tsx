import type { DirectionDto } from '@hashar/common';
import { FieldMessages, describedBy } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { DirectionIcon, directionName } from './directions';

interface DirectionsFieldProps {
  id: string;
  directions: DirectionDto[] | null;
  failed: boolean;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The 1..n directions as checkboxes with their icons and colours. */
export function DirectionsField({ id, directions, failed, selected, onChange, error }: DirectionsFieldProps) {
  const { t, locale } = useI18n();
  const hint = failed ? t('organizer.form.directionsFailed') : t('organizer.form.directionsHint');
  const toggle = (directionId: number, on: boolean) =>
    onChange(on ? [...selected, directionId] : selected.filter((value) => value !== directionId));
  return (
    <fieldset
      id={id}
      className={`fieldset${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, { hint, error })}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        {t('organizer.form.directions')}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="directions-grid">
        {(directions ?? []).map((direction) => (
          <label key={direction.id} className="direction-option" style={{ ['--direction-color' as string]: direction.color }}>
            <input
              type="checkbox"
              className="checkbox__input"
              name="directionIds"
              value={direction.id}
              checked={selected.includes(direction.id)}
              onChange={(event) => toggle(direction.id, event.target.checked)}
            />
            <DirectionIcon direction={direction} />
            <span>{directionName(direction, locale)}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
