import { useI18n } from '../../i18n';
import { InfoArticle } from './InfoArticle';
import { SDG_COLORS, SDG_NUMBERS } from '../../i18n/messages/pages/sdg';

/** burger/sdg: the 17 UN Sustainable Development Goals and what volunteers can do for each. */
export default function SdgPage() {
  const { t } = useI18n();
  return (
    <InfoArticle title={t('sdg.title')} lead={t('sdg.lead')}>
      <section>
        <h2>{t('sdg.volunteersTitle')}</h2>
        <p>{t('sdg.volunteersText')}</p>
      </section>
      <section>
        <h2>{t('sdg.goalsTitle')}</h2>
        <ol className="sdg-list">
          {SDG_NUMBERS.map((n) => (
            <li key={n} className="sdg" style={{ ['--sdg-color' as string]: SDG_COLORS[n] }}>
              <span className="sdg__number" aria-hidden="true">
                {n}
              </span>
              <div>
                <h3 className="sdg__title">{t(`sdg.goal${n}Title`)}</h3>
                <p className="sdg__text">{t(`sdg.goal${n}Text`)}</p>
                <p className="sdg__how">
                  <strong>{t('sdg.howLabel')}</strong> {t(`sdg.goal${n}How`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <p className="info__note">{t('sdg.source')}</p>
      </section>
    </InfoArticle>
  );
}
