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

interface DraftActionsProps {
  busy: boolean;
  /** Whether the record can still be a draft: then the submit button saves a draft and a second one sends it to moderation. */
  canDraft: boolean;
  labels: { saving: string; saveDraft: string; save: string; submit: string };
  /** data-testid of the buttons: `save-<testId>` and `submit-<testId>`. */
  testId: string;
  /** Sends the form to moderation (the second button). */
  onSubmitForModeration: () => void;
}

/** A moderated form's buttons: save (a draft while it can be one) and, for a draft, send to moderation. */
export function DraftActions({ busy, canDraft, labels, testId, onSubmitForModeration }: DraftActionsProps) {
  return (
    <div className="form-actions">
      <SubmitButton busy={busy} busyLabel={labels.saving} data-testid={`save-${testId}`}>
        {canDraft ? labels.saveDraft : labels.save}
      </SubmitButton>
      {canDraft ? (
        <button
          type="button"
          className="btn btn--primary"
          aria-disabled={busy || undefined}
          data-testid={`submit-${testId}`}
          onClick={onSubmitForModeration}
        >
          {labels.submit}
        </button>
      ) : null}
    </div>
  );
}
