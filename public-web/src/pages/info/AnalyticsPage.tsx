import { useTexts } from '../../hooks/useTexts';
import * as texts from './analyticsTexts';
import { InfoArticle } from './InfoArticle';

const ITEMS = ['item1', 'item2', 'item3', 'item4'] as const;

/** burger/analytics: marked "soon" in the menu; says plainly what the section will show. */
export default function AnalyticsPage() {
  const x = useTexts(texts);
  return (
    <InfoArticle title={x.title} lead={x.lead} badge={x.soon}>
      <section>
        <h2>{x.willShowTitle}</h2>
        <ul className="info__list">
          {ITEMS.map((key) => (
            <li key={key}>{x[key]}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{x.privacyTitle}</h2>
        <p>{x.privacyText}</p>
      </section>
      <section>
        <h2>{x.whyTitle}</h2>
        <p>{x.whyText}</p>
        <p>{x.feedback}</p>
      </section>
    </InfoArticle>
  );
}
