import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './FieldMessages';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input with hint and error bound by aria-describedby. */
export function TextAreaField({ id, label, value, onValueChange, error, hint, required, rows = 6, ...area }: TextAreaFieldProps) {
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
      <textarea
        {...area}
        id={id}
        rows={rows}
        className="field__input field__textarea"
        value={value}
        required={required}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
