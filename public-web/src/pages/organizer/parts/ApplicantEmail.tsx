import { useI18n } from '../../../i18n';

/** An applicant's Email for the activity's owner: the API sends it once the application is accepted; until then, when it comes. */
export function ApplicantEmail({ email }: { email: string | null }) {
  const { t } = useI18n();
  return (
    <span className="muted" data-testid="applicant-email">
      {email ?? t('organizer.contactsAfterAccept')}
    </span>
  );
}
