import { useI18n } from '../../i18n';

/** The verified organization's mark (a check in a circle, named for screen readers). */
export function OrgVerified() {
  const { t } = useI18n();
  return (
    <span className="verified-mark" title={t('orgs.verified')} data-testid="org-verified">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{t('orgs.verified')}</span>
    </span>
  );
}
