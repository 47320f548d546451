import { useI18n } from '../../i18n';
import { InfoArticle } from './InfoArticle';

const ITEMS = ['item1', 'item2', 'item3', 'item4'] as const;

/** burger/analytics: marked "soon" in the menu; says plainly what the section will show. */
export default function AnalyticsPage() {
  const { t } = useI18n();
  return (
    <InfoArticle title={t('analytics.title')} lead={t('analytics.lead')} badge={t('analytics.soon')}>
      <section>
        <h2>{t('analytics.willShowTitle')}</h2>
        <ul className="info__list">
          {ITEMS.map((key) => (
            <li key={key}>{t(`analytics.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('analytics.privacyTitle')}</h2>
        <p>{t('analytics.privacyText')}</p>
      </section>
      <section>
        <h2>{t('analytics.whyTitle')}</h2>
        <p>{t('analytics.whyText')}</p>
        <p>{t('analytics.feedback')}</p>
      </section>
    </InfoArticle>
  );
}
