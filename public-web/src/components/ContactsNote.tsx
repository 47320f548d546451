import { useI18n } from '../i18n';

/** Said next to every apply button: the organizer sees the volunteer's phone and Email only once the application is accepted (API: common contactsShared). */
export function ContactsNote() {
  const { t } = useI18n();
  return (
    <p className="activity__note muted" data-testid="contacts-note">
      {t('apply.contactsNote')}
    </p>
  );
}
