import { EVENT_LIMITS } from '@hashar/common';
import { TextField } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { addSession, removeSession, updateSession, type SessionRow } from '../../../activity/sessionRows';

interface SessionsEditorProps {
  id: string;
  rows: SessionRow[];
  onChange: (rows: SessionRow[]) => void;
  /** Errors by `sessions.<index>.<field>`, and `sessions` for the list. */
  errors: Readonly<Record<string, string | undefined>>;
  /** A new row starts with these (the activity's dates). */
  defaults: { startsAt?: string; endsAt?: string };
}

/** Shifts volunteers sign up for: title, start, end, places; rows can be added and removed (at least one stays). */
export function SessionsEditor({ id, rows, onChange, errors, defaults }: SessionsEditorProps) {
  const { t } = useI18n();
  const error = (index: number, field: string) => errors[`sessions.${index}.${field}`];
  return (
    <fieldset id={id} className="fieldset sessions" aria-describedby={`${id}-hint${errors['sessions'] ? ` ${id}-error` : ''}`}>
      <legend className="field__label">{t('organizer.form.sessions')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('organizer.form.sessionsHint')}
      </p>
      {errors['sessions'] ? (
        <p id={`${id}-error`} className="field__error">
          {errors['sessions']}
        </p>
      ) : null}
      <ol className="sessions__list">
        {rows.map((row, index) => {
          const n = index + 1;
          const rowId = `${id}-${index}`;
          const set = (patch: Partial<SessionRow>) => onChange(updateSession(rows, row.key, patch));
          return (
            <li key={row.key} className="sessions__row" data-testid="session-row">
              <h4 className="sessions__title">{t('organizer.form.session', { n })}</h4>
              <TextField
                id={`${rowId}-titleRu`}
                label={t('organizer.form.sessionTitleRu')}
                value={row.titleRu}
                maxLength={EVENT_LIMITS.titleMax}
                onValueChange={(titleRu) => set({ titleRu })}
                error={error(index, 'titleRu')}
              />
              <TextField
                id={`${rowId}-titleUz`}
                label={t('organizer.form.sessionTitleUz')}
                value={row.titleUz}
                maxLength={EVENT_LIMITS.titleMax}
                onValueChange={(titleUz) => set({ titleUz })}
                error={error(index, 'titleUz')}
              />
              <TextField
                id={`${rowId}-startsAt`}
                type="datetime-local"
                label={t('organizer.form.startsAt')}
                required
                value={row.startsAt}
                onValueChange={(startsAt) => set({ startsAt })}
                error={error(index, 'startsAt')}
              />
              <TextField
                id={`${rowId}-endsAt`}
                type="datetime-local"
                label={t('organizer.form.endsAt')}
                required
                value={row.endsAt}
                min={row.startsAt || undefined}
                onValueChange={(endsAt) => set({ endsAt })}
                error={error(index, 'endsAt')}
              />
              <TextField
                id={`${rowId}-capacity`}
                type="number"
                inputMode="numeric"
                min={0}
                max={EVENT_LIMITS.capacityMax}
                label={t('organizer.form.sessionCapacity')}
                required
                value={row.capacity}
                onValueChange={(capacity) => set({ capacity })}
                error={error(index, 'capacity')}
              />
              {rows.length > 1 ? (
                <button type="button" className="btn btn--link sessions__remove" onClick={() => onChange(removeSession(rows, row.key))}>
                  {t('organizer.form.sessionRemove', { n })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {rows.length < EVENT_LIMITS.sessionsMax ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={() => onChange(addSession(rows, defaults))}>
          {t('organizer.form.sessionAdd')}
        </button>
      ) : null}
    </fieldset>
  );
}
