import { SelectField } from '../forms';
import { useI18n } from '../../i18n';
import { districtOptions } from './places';
import { useDistricts } from './useDistricts';

/**
 * A district of the chosen region: a list's filter (`district=<id>`, "Все районы" first) or a
 * form's field ("Район не выбран" first). Disabled until a region is chosen; the options are the
 * region's districts only, so a changed region never keeps a district of another.
 */
export function DistrictSelect({
  id,
  regionId,
  value,
  onChange,
  variant,
  error,
}: {
  id: string;
  regionId: number | null;
  value: number | null;
  onChange: (district: number | null) => void;
  variant: 'filter' | 'form';
  error?: string;
}) {
  const { locale, t } = useI18n();
  const districts = useDistricts(regionId);
  const options = districtOptions(districts.data ?? [], regionId, locale);
  const known = value !== null && options.some((o) => o.value === String(value));
  const hint = !regionId ? t('events.geo.districtNeedsRegion') : districts.status === 'error' ? t('events.geo.districtsFailed') : undefined;
  return (
    <SelectField
      id={id}
      label={t('events.geo.district')}
      value={known ? String(value) : ''}
      onValueChange={(v) => onChange(v ? Number(v) : null)}
      disabled={!regionId}
      hint={hint}
      error={error}
      data-testid={variant === 'filter' ? 'district-filter' : 'district-select'}
    >
      <option value="">{t(variant === 'filter' ? 'events.geo.allDistricts' : 'events.geo.districtEmpty')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
