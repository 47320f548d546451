import type { GeoPoint } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../forms';
import { useI18n } from '../../i18n';
import { degrees, typedPoint } from './geoState';
import { loadMapModule } from './mapModule';
import type { PickerHandle } from './leafletMap';
import { useMapLabels, useTiles } from './useTiles';
import './geo.css';

/**
 * The point of a form: tap or click the map to place the pin, drag it to move it, "Убрать точку"
 * to drop it; the latitude and longitude inputs do the same without a mouse. The map starts at
 * `start` (pickerStart: the point, the district's centre, the region's, Tashkent).
 */
export function PointPicker({
  id,
  value,
  onChange,
  start,
  error,
}: {
  id: string;
  value: GeoPoint | null;
  onChange: (point: GeoPoint | null) => void;
  start: { centre: GeoPoint; zoom: number };
  error?: string;
}) {
  const { t } = useI18n();
  const tiles = useTiles();
  const labels = useMapLabels();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<PickerHandle | null>(null);
  const latest = useRef({ onChange, value, start });
  latest.current = { onChange, value, start };
  const [typed, setTyped] = useState({ lat: value ? degrees(value.lat) : '', lng: value ? degrees(value.lng) : '' });
  const [typedError, setTypedError] = useState<string | undefined>();

  // The inputs follow the point set on the map (or removed).
  useEffect(() => {
    setTyped({ lat: value ? degrees(value.lat) : '', lng: value ? degrees(value.lng) : '' });
    setTypedError(undefined);
    handle.current?.setPoint(value);
  }, [value?.lat, value?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  // Without a point, the map follows the district or region chosen.
  useEffect(() => {
    if (!latest.current.value) handle.current?.setView(start.centre, start.zoom);
  }, [start.centre.lat, start.centre.lng, start.zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const element = box.current;
    if (!element || !tiles) return;
    let gone = false;
    loadMapModule()
      .then((m) => {
        if (gone) return;
        handle.current = m.pickerMap(element, {
          tiles,
          labels,
          start: latest.current.start,
          point: latest.current.value,
          onPick: (point) => latest.current.onChange(point),
        });
      })
      .catch((err: unknown) => console.error(err));
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [tiles]); // eslint-disable-line react-hooks/exhaustive-deps -- the labels change with the language, which draws the page anew

  const applyTyped = (next: { lat: string; lng: string }) => {
    const point = typedPoint(next.lat, next.lng);
    if (point === 'both') return setTypedError(t('events.geo.pointBoth'));
    if (point === 'outside') return setTypedError(t('events.geo.pointOutside'));
    setTypedError(undefined);
    if (point?.lat !== value?.lat || point?.lng !== value?.lng) onChange(point);
  };

  return (
    <fieldset className="point-picker" id={id}>
      <legend className="field__label">{t('events.geo.point')}</legend>
      <p className="geo-note">{t('events.geo.pointHint')}</p>
      <div ref={box} className="geo-map geo-map--picker" role="region" aria-label={t('events.geo.pickerMap')} data-testid="point-picker" />
      <div className="point-picker__inputs">
        <TextField
          id={`${id}-lat`}
          label={t('events.geo.lat')}
          inputMode="decimal"
          value={typed.lat}
          onValueChange={(lat) => setTyped((s) => ({ ...s, lat }))}
          onBlur={() => applyTyped(typed)}
          data-testid="point-lat"
        />
        <TextField
          id={`${id}-lng`}
          label={t('events.geo.lng')}
          inputMode="decimal"
          value={typed.lng}
          onValueChange={(lng) => setTyped((s) => ({ ...s, lng }))}
          onBlur={() => applyTyped(typed)}
          data-testid="point-lng"
        />
        <button type="button" className="btn btn--secondary point-picker__remove" onClick={() => onChange(null)} disabled={!value}>
          {t('events.geo.removePoint')}
        </button>
      </div>
      <p className={`field__error${typedError || error ? '' : ' visually-hidden'}`} role="alert" id={`${id}-error`}>
        {typedError ?? error ?? ''}
      </p>
      {!value && <p className="geo-note">{t('events.geo.noPoint')}</p>}
    </fieldset>
  );
}
