import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, describedBy } from './FieldMessages';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'checked' | 'onChange'> {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
}

/** A checkbox with its label beside it (the label may hold links) and an error line. */
export function CheckboxField({ id, label, checked, onCheckedChange, error, hint, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={`checkbox-field${error ? ' checkbox-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="checkbox">
        <input
          {...input}
          id={id}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
