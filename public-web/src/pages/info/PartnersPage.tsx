import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { becomePartnerPath } from '../../components/footer/becomePartner';
import { Loading } from '../../components/LoadState';
import { usePartnerList } from '../../hooks/usePartners';
import { useSession } from '../../session/SessionProvider';
import { InfoArticle } from './InfoArticle';

const FORMATS = [1, 2, 3, 4, 5] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** burger/partners: how a company becomes a partner, and the active partners with their logos and links. */
export default function PartnersPage() {
  const { t, locale } = useI18n();
  const { role } = useSession();
  const partners = usePartnerList();
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
        {!role || role === 'bussines' ? (
          <Link className="btn btn--primary" to={becomePartnerPath(role, locale)}>
            {t(role ? 'partners.apply' : 'partners.cta')}
          </Link>
        ) : null}
      </section>
      <section>
        <h2>{t('partners.listTitle')}</h2>
        {partners === null ? <Loading /> : null}
        {partners?.length === 0 ? <p className="info__empty">{t('partners.listEmpty')}</p> : null}
        {partners?.length ? (
          <ul className="info__partners" data-testid="partner-list">
            {partners.map((p) => (
              <li key={p.id}>
                {p.url ? (
                  <a href={p.url} rel="noopener noreferrer" target="_blank">
                    <img src={p.logo} alt="" loading="lazy" />
                    <span>{p.name}</span>
                  </a>
                ) : (
                  <>
                    <img src={p.logo} alt="" loading="lazy" />
                    <span>{p.name}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </InfoArticle>
  );
}
