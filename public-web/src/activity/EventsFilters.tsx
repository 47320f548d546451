import type { DirectionDto } from '@hashar/common';
import { useEffect, useState, type FormEvent } from 'react';
import type { RegionDto } from '../api/events';
import { SelectField, TextField } from '../components/forms';
import { DistrictSelect } from '../components/geo/DistrictSelect';
import type { EventFilters, OnlineFilter, WhenFilter } from './eventFilters';
import { DirectionToggles, RegionSelect } from './FilterParts';
import { useI18n } from '../i18n';

interface Props {
  filters: EventFilters;
  onChange: (change: Partial<EventFilters>) => void;
  onReset: () => void;
  directions: readonly DirectionDto[];
  regions: readonly RegionDto[];
  canReset: boolean;
}

/**
 * The filters of the events page. Choices apply at once; the free text and the dates apply on
 * "Найти" (or when a date field loses focus), so typing does not fire a request per key.
 * Below 812px the panel folds behind a "Фильтры" button.
 */
export function EventsFilters({ filters, onChange, onReset, directions, regions, canReset }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ q: filters.q, from: filters.from, to: filters.to });
  useEffect(() => setDraft({ q: filters.q, from: filters.from, to: filters.to }), [filters.q, filters.from, filters.to]);
  const events = filters.tab === 'events';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(events ? draft : {});
  };
  const applyDate = (name: 'from' | 'to') => {
    if (draft[name] !== filters[name]) onChange({ [name]: draft[name] });
  };
  return (
    <form
      className={`filters${open ? ' filters--open' : ''}`}
      role="search"
      aria-label={t('events.filters.label')}
      onSubmit={submit}
      data-testid="events-filters"
    >
      <div className="filters__bar">
        {events && (
          <TextField
            id="events-q"
            type="search"
            className="filters__q"
            label={t('events.filters.q')}
            value={draft.q}
            maxLength={200}
            onValueChange={(q) => setDraft((d) => ({ ...d, q }))}
            placeholder={t('events.filters.qPlaceholder')}
          />
        )}
        {events && (
          <button type="submit" className="btn btn--primary filters__submit">
            {t('events.filters.search')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--secondary filters__toggle"
          aria-expanded={open}
          aria-controls="events-filters-panel"
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'events.filters.hide' : 'events.filters.show')}
        </button>
      </div>
      <div id="events-filters-panel" className="filters__panel">
        <DirectionToggles directions={directions} selected={filters.directions} onChange={(ids) => onChange({ directions: ids })} />
        <div className="filters__fields">
          <RegionSelect
            id="events-region"
            regions={regions}
            value={filters.region}
            onChange={(region) => onChange({ region, district: null })}
          />
          <DistrictSelect
            id="events-district"
            variant="filter"
            regionId={filters.region}
            value={filters.district}
            onChange={(district) => onChange({ district })}
          />
          {events && (
            <>
              <TextField
                id="events-from"
                type="date"
                label={t('events.filters.from')}
                value={draft.from}
                max={draft.to || undefined}
                onValueChange={(from) => setDraft((d) => ({ ...d, from }))}
                onBlur={() => applyDate('from')}
              />
              <TextField
                id="events-to"
                type="date"
                label={t('events.filters.to')}
                value={draft.to}
                min={draft.from || undefined}
                onValueChange={(to) => setDraft((d) => ({ ...d, to }))}
                onBlur={() => applyDate('to')}
              />
              <SelectField
                id="events-when"
                label={t('events.filters.when')}
                value={filters.when}
                onValueChange={(v) => onChange({ when: v as WhenFilter })}
              >
                <option value="current">{t('events.filters.when.current')}</option>
                <option value="past">{t('events.filters.when.past')}</option>
                <option value="all">{t('events.filters.when.all')}</option>
              </SelectField>
              <SelectField
                id="events-online"
                label={t('events.filters.format')}
                value={filters.online}
                onValueChange={(v) => onChange({ online: v as OnlineFilter })}
              >
                <option value="">{t('events.filters.format.all')}</option>
                <option value="true">{t('events.filters.format.online')}</option>
                <option value="false">{t('events.filters.format.offline')}</option>
              </SelectField>
              <SelectField
                id="events-sort"
                label={t('events.filters.sort')}
                value={filters.byDistance ? 'distance' : filters.sort}
                onValueChange={(v) =>
                  onChange(v === 'distance' ? { byDistance: true } : { sort: v === 'newest' ? 'newest' : 'soonest', byDistance: false })
                }
              >
                {filters.near && <option value="distance">{t('events.geo.sortDistance')}</option>}
                <option value="soonest">{t('events.filters.sort.soonest')}</option>
                <option value="newest">{t('events.filters.sort.newest')}</option>
              </SelectField>
            </>
          )}
        </div>
        {canReset && (
          <button type="button" className="btn btn--link filters__reset" onClick={onReset}>
            {t('events.filters.reset')}
          </button>
        )}
      </div>
    </form>
  );
}
