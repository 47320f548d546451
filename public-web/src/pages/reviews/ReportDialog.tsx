import { useRef, useState, type FormEvent } from 'react';
import { Dialog, type DialogHandle } from '../../components/Dialog';
import { TextAreaField } from '../../components/forms';
import { useAction } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { reportReview } from '../../api/reviews';

/** The report button and its form (a reason) in the site's dialog; the moderators get the review. */
export function ReportButton({ reviewId }: { reviewId: number }) {
  const { t } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState('');
  const dialog = useRef<DialogHandle>(null);
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
  const opener = (
    <button type="button" className="btn btn--link review-report__open" onClick={() => setOpen(true)} data-testid="review-report">
      {t('reviews.report')}
    </button>
  );
  if (!open) return opener;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => reportReview(session, reviewId, reason));
  };
  const titleId = `report-title-${reviewId}`;
  return (
    <>
      {opener}
      <Dialog handle={dialog} labelledBy={titleId} onClose={() => setOpen(false)} testId="review-report-dialog">
        <form className="review-report" onSubmit={submit}>
          <h2 id={titleId}>{t('reviews.report.title')}</h2>
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
            <button type="button" className="btn" onClick={() => dialog.current?.close()}>
              {t('reviews.form.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
