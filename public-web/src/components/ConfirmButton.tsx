import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n';

interface ConfirmButtonProps {
  label: string;
  /** The question shown after the first press. */
  question: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
  testId?: string;
  /** Starts with the question shown (a link that came to ask it, e.g. a reminder's "can't come"). */
  askNow?: boolean;
}

/**
 * A button that asks first: the press shows the question with "Yes" and "Cancel" in place
 * (focus on "Yes"; Escape or Cancel returns to the button), so nothing happens by accident.
 */
export function ConfirmButton({ label, question, onConfirm, busy, danger, testId, askNow }: ConfirmButtonProps) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(askNow ?? false);
  const yesRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) yesRef.current?.focus();
    else if (wasAsking.current) buttonRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--small btn--secondary"
        aria-busy={busy || undefined}
        disabled={busy}
        data-testid={testId}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={label} onKeyDown={(event) => event.key === 'Escape' && setAsking(false)}>
      <span className="confirm__question">{question}</span>
      <button
        ref={yesRef}
        type="button"
        className={`btn btn--small ${danger ? 'btn--danger' : 'btn--primary'}`}
        data-testid={testId && `${testId}-yes`}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('organizer.confirm.yes')}
      </button>
      <button type="button" className="btn btn--small btn--secondary" onClick={() => setAsking(false)}>
        {t('organizer.confirm.cancel')}
      </button>
    </span>
  );
}
