import type { ReactNode } from 'react';

/** Ids of a field's hint, status and error texts, for aria-describedby. */
export function describedBy(id: string, parts: { hint?: unknown; status?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : '', parts.status ? `${id}-status` : '', parts.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  /** A passing remark such as "checking…", announced politely. */
  status?: ReactNode;
  error?: string;
  /** Announce the error as soon as it appears (errors found while typing, not on submit). */
  liveError?: boolean;
}

/** The hint, status and error lines under a control. */
export function FieldMessages({ id, hint, status, error, liveError }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-status`} className="field__status" aria-live="polite">
        {status}
      </p>
      {liveError ? (
        <p id={`${id}-error`} className="field__error" aria-live="assertive">
          {error}
        </p>
      ) : error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
