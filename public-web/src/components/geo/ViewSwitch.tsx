import { useI18n } from '../../i18n';
import type { ListView } from './geoState';

/** The list/map switch: two toggle buttons, the pressed one is the view shown (kept in the address as `view=map`). */
export function ViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useI18n();
  return (
    <div className="view-switch" role="group" aria-label={t('events.geo.view')}>
      {(['list', 'map'] as const).map((v) => (
        <button
          key={v}
          type="button"
          className="view-switch__button"
          aria-pressed={view === v}
          data-testid={`view-switch-${v}`}
          onClick={() => view !== v && onChange(v)}
        >
          {t(v === 'list' ? 'events.geo.view.list' : 'events.geo.view.map')}
        </button>
      ))}
    </div>
  );
}
