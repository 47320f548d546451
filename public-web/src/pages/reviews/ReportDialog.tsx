import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../components/forms';
import { useAction } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { reportReview } from './reviewsApi';

/** The report button and its form (a reason), shown in place; the moderators get the review. */
export function ReportButton({ reviewId }: { reviewId: number }) {
  const { t } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState('');
  const action = useAction(() => {
    setDone(true);
    setOpen(false);
  });
  if (!session.user) return null;
  if (done)
    return (
      <p role="status" className="review-report__done">
        {t('reviews.report.done')}
      </p>
    );
  if (!open)
    return (
      <button type="button" className="btn btn--link review-report__open" onClick={() => setOpen(true)} data-testid="review-report">
        {t('reviews.report')}
      </button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => reportReview(session, reviewId, reason));
  };
  return (
    <form className="review-report" role="dialog" aria-label={t('reviews.report.title')} onSubmit={submit}>
      <TextAreaField
        id={`report-${reviewId}`}
        label={t('reviews.report.reason')}
        value={reason}
        onValueChange={setReason}
        maxLength={1000}
        rows={2}
        required
        autoFocus
        error={action.error}
      />
      <div className="review-form__actions">
        <button type="submit" className="btn btn--primary" disabled={action.busy || !reason.trim()}>
          {t('reviews.report.send')}
        </button>
        <button type="button" className="btn" onClick={() => setOpen(false)}>
          {t('reviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}
