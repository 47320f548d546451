import type { DirectionDto } from '@hashar/common';
import { useEffect, useState, type CSSProperties } from 'react';
import type { RegionDto } from '../api/events';
import { SelectField } from '../components/forms';
import { DirectionIcon } from './DirectionIcon';
import { nameIn } from './format';
import { useI18n } from '../i18n';

/** The directions of a list's filters: checkboxes that apply at once (shown checked before the address changes). */
export function DirectionToggles({
  directions,
  selected,
  onChange,
}: {
  directions: readonly DirectionDto[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { locale, t } = useI18n();
  const [picked, setPicked] = useState(selected);
  const selectedKey = selected.join(',');
  useEffect(() => setPicked(selected), [selectedKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const toggle = (id: number, on: boolean) => {
    const next = on ? [...picked, id].sort((a, b) => a - b) : picked.filter((d) => d !== id);
    setPicked(next);
    onChange(next);
  };
  return (
    <fieldset className="filters__directions">
      <legend className="field__label">{t('events.filters.directions')}</legend>
      {directions.map((d) => (
        <label key={d.id} className="direction-toggle" style={{ '--direction-color': d.color } as CSSProperties}>
          <input type="checkbox" checked={picked.includes(d.id)} onChange={(e) => toggle(d.id, e.target.checked)} />
          <DirectionIcon icon={d.icon} size={16} />
          <span>{nameIn(locale, d)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The region of a list's filters ('' = all regions). */
export function RegionSelect({
  id,
  regions,
  value,
  onChange,
}: {
  id: string;
  regions: readonly RegionDto[];
  value: number | null;
  onChange: (region: number | null) => void;
}) {
  const { locale, t } = useI18n();
  return (
    <SelectField
      id={id}
      label={t('events.filters.region')}
      value={value ? String(value) : ''}
      onValueChange={(v) => onChange(v ? Number(v) : null)}
    >
      <option value="">{t('events.filters.allRegions')}</option>
      {regions.map((r) => (
        <option key={r.id} value={r.id}>
          {nameIn(locale, r)}
        </option>
      ))}
    </SelectField>
  );
}
