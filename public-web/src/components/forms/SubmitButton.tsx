import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  busy: boolean;
  children: ReactNode;
  /** Said to screen readers while busy ("Sending…"). */
  busyLabel: string;
}

/**
 * The form's submit button. While busy it shows a spinner and is aria-disabled (not disabled,
 * so the keyboard focus stays on it); the form's useSubmitGuard ignores repeated submits.
 */
export function SubmitButton({ busy, children, busyLabel, className, ...button }: SubmitButtonProps) {
  return (
    <button
      {...button}
      type="submit"
      className={`btn btn--primary${className ? ` ${className}` : ''}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
      {busy ? <span className="visually-hidden">{busyLabel}</span> : null}
    </button>
  );
}
