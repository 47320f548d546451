import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { InfoArticle } from './InfoArticle';

const FORMATS = [1, 2, 3, 4, 5] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** burger/partners: how a company becomes a partner. The partner list comes from the back office later. */
export default function PartnersPage() {
  const { t, locale } = useI18n();
  const { user } = useSession();
  return (
    <InfoArticle title={t('partners.title')} lead={t('partners.lead')}>
      <section>
        <h2>{t('partners.formatsTitle')}</h2>
        <div className="info__cards">
          {FORMATS.map((n) => (
            <div key={n} className="info__card">
              <h3>{t(`partners.format${n}Title`)}</h3>
              <p>{t(`partners.format${n}Text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>{t('partners.stepsTitle')}</h2>
        <ol className="info__steps">
          {STEPS.map((key) => (
            <li key={key}>{t(`partners.${key}`)}</li>
          ))}
        </ol>
        {!user && (
          <Link className="btn btn--primary" to={pagePath(locale, 'signUp')}>
            {t('partners.cta')}
          </Link>
        )}
      </section>
      <section>
        <h2>{t('partners.listTitle')}</h2>
        <p className="info__empty">{t('partners.listEmpty')}</p>
      </section>
    </InfoArticle>
  );
}
