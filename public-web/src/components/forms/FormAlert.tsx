import { forwardRef, type ReactNode } from 'react';

export type AlertTone = 'error' | 'info' | 'success';

/**
 * A message block over or instead of a form. Errors are alerts (read out at once); info and
 * success are status messages. tabIndex -1 lets a page move the focus onto a result.
 */
export const FormAlert = forwardRef<HTMLDivElement, { tone: AlertTone; children: ReactNode; className?: string; testId?: string }>(
  function FormAlert({ tone, children, className, testId }, ref) {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role={tone === 'error' ? 'alert' : 'status'}
        className={`alert alert--${tone}${className ? ` ${className}` : ''}`}
        data-testid={testId}
      >
        {children}
      </div>
    );
  },
);
