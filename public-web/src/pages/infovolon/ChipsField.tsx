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
  /** Adds each non-blank, new text. */
  const addAll = (texts: string[]) => {
    const fresh = texts.map((v) => v.trim()).filter((v, i, all) => v && !values.includes(v) && all.indexOf(v) === i);
    if (fresh.length) onChange([...values, ...fresh]);
  };
  const add = () => {
    addAll([draft]);
    setDraft('');
  };
  /** A comma typed or pasted ends a chip: what precedes it is added, the rest stays in the input. */
  const type = (value: string) => {
    const parts = value.split(',');
    const rest = parts.pop() ?? '';
    addAll(parts);
    setDraft(rest);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
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
          onChange={(event) => type(event.target.value)}
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
