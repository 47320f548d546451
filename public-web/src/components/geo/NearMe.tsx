import { NEAR_LIMITS, type GeoPoint } from '@hashar/common';
import { useState } from 'react';
import { SelectField } from '../forms';
import { useI18n } from '../../i18n';
import { formatNumber } from '../../i18n/numbers';
import { inUzbekistan, RADIUS_CHOICES, type GeoState } from './geoState';
import { districtCentre } from './places';
import { useDistricts } from './useDistricts';

type Notice = 'locating' | 'byDistrict' | 'needsDistrict' | null;

/** The browser's position, or null when it is refused, unavailable or outside Uzbekistan (the lists' `near` must be inside). */
function browserPosition(): Promise<GeoPoint | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        resolve(inUzbekistan(point) ? point : null);
      },
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    ),
  );
}

/**
 * "Рядом со мной": asks the browser's position, then sets `near` and `sort=distance` (the list
 * and its map); without a position, the chosen district's centre stands in (or it says to choose
 * one). With `near` set: the radius and a button that drops it.
 */
export function NearMe({
  idPrefix,
  geo,
  regionId,
  onChange,
}: {
  idPrefix: string;
  geo: Pick<GeoState, 'near' | 'radiusKm' | 'district'>;
  regionId: number | null;
  onChange: (change: Partial<GeoState>) => void;
}) {
  const { locale, t } = useI18n();
  const districts = useDistricts(regionId);
  const [notice, setNotice] = useState<Notice>(null);
  const radius = geo.radiusKm ?? NEAR_LIMITS.radiusKmDefault;

  const locate = async () => {
    setNotice('locating');
    const position = await browserPosition();
    if (position) {
      setNotice(null);
      onChange({ near: position, byDistance: true });
      return;
    }
    const centre = districtCentre((districts.data ?? []).find((d) => d.id === geo.district));
    if (centre) {
      setNotice('byDistrict');
      onChange({ near: centre, byDistance: true });
    } else setNotice('needsDistrict');
  };

  const km = (n: number) => t('events.geo.km', { n: formatNumber(locale, n) });
  return (
    <div className="near-me">
      <button
        type="button"
        className="btn btn--secondary near-me__button"
        onClick={() => void locate()}
        disabled={notice === 'locating'}
        data-testid="near-me"
      >
        {t('events.geo.nearMe')}
      </button>
      {geo.near && (
        <>
          <SelectField
            id={`${idPrefix}-radius`}
            label={t('events.geo.radius')}
            value={String(radius)}
            onValueChange={(v) => onChange({ radiusKm: Number(v) })}
          >
            {RADIUS_CHOICES.map((r) => (
              <option key={r} value={r}>
                {km(r)}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className="btn btn--link near-me__clear"
            onClick={() => {
              setNotice(null);
              onChange({ near: null, radiusKm: null, byDistance: false });
            }}
          >
            {t('events.geo.nearClear')}
          </button>
        </>
      )}
      <p className="near-me__status" role="status">
        {notice === 'locating' && t('events.geo.locating')}
        {notice === 'byDistrict' && geo.near && t('events.geo.nearByDistrict')}
        {notice === 'needsDistrict' && t('events.geo.nearNeedsDistrict')}
        {notice !== 'locating' && geo.near && ` ${t('events.geo.nearOn', { radius: km(radius) })}`}
      </p>
    </div>
  );
}
