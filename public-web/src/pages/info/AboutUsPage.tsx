import { useTexts } from '../../hooks/useTexts';
import * as texts from './aboutUsTexts';
import { InfoArticle } from './InfoArticle';

const OFFERS = ['offer1', 'offer2', 'offer3', 'offer4', 'offer5', 'offer6'] as const;
const PRINCIPLES = [1, 2, 3, 4] as const;

/** burger/aboutus: what Hashar is, for whom, and the principles it keeps. */
export default function AboutUsPage() {
  const x = useTexts(texts);
  return (
    <InfoArticle title={x.title} lead={x.lead}>
      <section>
        <h2>{x.missionTitle}</h2>
        <p>{x.missionText}</p>
      </section>
      <section>
        <h2>{x.offerTitle}</h2>
        <ul className="info__list">
          {OFFERS.map((key) => (
            <li key={key}>{x[key]}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{x.audienceTitle}</h2>
        <p>{x.audienceText}</p>
      </section>
      <section>
        <h2>{x.principlesTitle}</h2>
        <div className="info__cards">
          {PRINCIPLES.map((n) => (
            <div key={n} className="info__card">
              <h3>{x[`principle${n}Title`]}</h3>
              <p>{x[`principle${n}Text`]}</p>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>{x.contactTitle}</h2>
        <p>{x.contactText}</p>
      </section>
    </InfoArticle>
  );
}
