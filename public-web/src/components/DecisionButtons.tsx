interface Choice {
  label: string;
  onClick: () => void;
  testId?: string;
}

/** A pair of answers to a request (accept / reject, choose / reject), both off while a call runs. */
export function DecisionButtons({ className, busy, yes, no }: { className: string; busy: boolean; yes: Choice; no: Choice }) {
  return (
    <div className={className}>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={yes.onClick} data-testid={yes.testId}>
        {yes.label}
      </button>
      <button type="button" className="btn btn--secondary" disabled={busy} onClick={no.onClick} data-testid={no.testId}>
        {no.label}
      </button>
    </div>
  );
}
