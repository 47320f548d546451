import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useI18n } from '../../i18n';
import { FieldMessages, describedBy } from './FieldMessages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  status?: ReactNode;
  liveError?: boolean;
  /** A password input with a show/hide button. */
  revealable?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input (45px high) with hint, status and error bound by aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  status,
  liveError,
  revealable,
  inputRef,
  type = 'text',
  className,
  required,
  ...input
}: TextFieldProps) {
  const { t } = useI18n();
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable && revealed ? 'text' : type;

  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={revealable ? 'field__control field__control--reveal' : 'field__control'}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={inputType}
          className="field__input"
          value={value}
          required={required}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, status, error })}
        />
        {revealable ? (
          <button
            type="button"
            className="field__reveal"
            aria-controls={id}
            aria-pressed={revealed}
            aria-label={t(revealed ? 'forms.password.hide' : 'forms.password.show')}
            title={t(revealed ? 'forms.password.hide' : 'forms.password.show')}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"
                fill="currentColor"
              />
              {revealed ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
            </svg>
          </button>
        ) : null}
      </div>
      <FieldMessages id={id} hint={hint} status={status} error={error} liveError={liveError} />
    </div>
  );
}
