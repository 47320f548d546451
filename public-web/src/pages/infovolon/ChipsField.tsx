import { PROFILE_LIMITS } from '@hashar/common';
import { useState, type KeyboardEvent } from 'react';
import { FieldMessages, describedBy } from '../../components/forms';
import { useI18n } from '../../i18n';

interface ChipsFieldProps {
  id: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
}

/** A list of short texts as chips: type and press Enter or a comma to add, each chip's × button (or Backspace in an empty input) removes. */
export function ChipsField({ id, label, values, onChange, error }: ChipsFieldProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const hint = t('infovolon.chipsHint', { max: PROFILE_LIMITS.listItems });
  const add = () => {
    const value = draft.trim().replace(/,$/, '').trim();
    if (value && !values.includes(value)) onChange([...values, value]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && values.length) onChange(values.slice(0, -1));
  };
  return (
    <div className={`field chips${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <ul className="chips__list" data-testid={`${id}-chips`}>
        {values.map((value) => (
          <li key={value} className="chips__chip">
            {value}
            <button
              type="button"
              className="chips__remove"
              aria-label={t('infovolon.chipRemove', { value })}
              onClick={() => onChange(values.filter((v) => v !== value))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="chips__entry">
        <input
          id={id}
          className="field__input"
          value={draft}
          maxLength={PROFILE_LIMITS.listItem}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
        />
        <button type="button" className="btn btn--secondary" onClick={add} disabled={!draft.trim()}>
          {t('infovolon.chipAdd')}
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
