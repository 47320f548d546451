import { useI18n } from '../../i18n';
import { InfoArticle } from './InfoArticle';

const OFFERS = ['offer1', 'offer2', 'offer3', 'offer4', 'offer5', 'offer6'] as const;
const PRINCIPLES = [1, 2, 3, 4] as const;

/** burger/aboutus: what Hashar is, for whom, and the principles it keeps. */
export default function AboutUsPage() {
  const { t } = useI18n();
  return (
    <InfoArticle title={t('aboutUs.title')} lead={t('aboutUs.lead')}>
      <section>
        <h2>{t('aboutUs.missionTitle')}</h2>
        <p>{t('aboutUs.missionText')}</p>
      </section>
      <section>
        <h2>{t('aboutUs.offerTitle')}</h2>
        <ul className="info__list">
          {OFFERS.map((key) => (
            <li key={key}>{t(`aboutUs.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('aboutUs.audienceTitle')}</h2>
        <p>{t('aboutUs.audienceText')}</p>
      </section>
      <section>
        <h2>{t('aboutUs.principlesTitle')}</h2>
        <div className="info__cards">
          {PRINCIPLES.map((n) => (
            <div key={n} className="info__card">
              <h3>{t(`aboutUs.principle${n}Title`)}</h3>
              <p>{t(`aboutUs.principle${n}Text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>{t('aboutUs.contactTitle')}</h2>
        <p>{t('aboutUs.contactText')}</p>
      </section>
    </InfoArticle>
  );
}
