import { pagePath } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { mayOfferBonuses } from './bonusFormat';
import '../../components/profilePages.css';

/** The page's content for partners and organizations; other accounts get a short note (the API answers them 403). */
export function BonusOwnerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t, locale } = useI18n();
  const { role } = useSession();
  if (mayOfferBonuses(role)) return <>{children}</>;
  return (
    <section className="organizer">
      <h1>{title}</h1>
      <FormAlert tone="info" testId="bonuses-not-allowed">
        {t('bonuses.own.notAllowed')}
      </FormAlert>
      <p>
        <Link to={pagePath(locale, 'profile')}>{t('profile.title')}</Link>
      </p>
    </section>
  );
}
