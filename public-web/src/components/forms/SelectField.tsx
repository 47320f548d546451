import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './FieldMessages';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  status?: ReactNode;
  children: ReactNode;
}

/** A labelled native select (45px high) with hint, status and error. */
export function SelectField({ id, label, value, onValueChange, error, hint, status, children, required, ...select }: SelectFieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__control field__control--select">
        <select
          {...select}
          id={id}
          className="field__input field__select"
          value={value}
          required={required}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, status, error })}
        >
          {children}
        </select>
      </div>
      <FieldMessages id={id} hint={hint} status={status} error={error} />
    </div>
  );
}
