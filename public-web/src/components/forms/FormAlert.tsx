import { forwardRef, type ReactNode } from 'react';

export type AlertTone = 'error' | 'info' | 'success';

interface FormAlertProps {
  tone: AlertTone;
  children: ReactNode;
  /** Lines listed under the message (a server's errors for fields the form does not show). */
  extra?: readonly string[];
  className?: string;
  testId?: string;
}

/**
 * A message block over or instead of a form. Errors are alerts (read out at once); info and
 * success are status messages. tabIndex -1 lets a page move the focus onto a result.
 */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert({ tone, children, extra, className, testId }, ref) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`alert alert--${tone}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {children}
      {extra?.length ? (
        <ul>
          {extra.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
