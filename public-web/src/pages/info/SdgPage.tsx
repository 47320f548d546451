import { useTexts } from '../../hooks/useTexts';
import { InfoArticle } from './InfoArticle';
import * as texts from './sdgTexts';
import { SDG_COLORS, SDG_NUMBERS } from './sdgTexts';

/** burger/sdg: the 17 UN Sustainable Development Goals and what volunteers can do for each. */
export default function SdgPage() {
  const x = useTexts(texts);
  return (
    <InfoArticle title={x.title} lead={x.lead}>
      <section>
        <h2>{x.volunteersTitle}</h2>
        <p>{x.volunteersText}</p>
      </section>
      <section>
        <h2>{x.goalsTitle}</h2>
        <ol className="sdg-list">
          {SDG_NUMBERS.map((n) => (
            <li key={n} className="sdg" style={{ ['--sdg-color' as string]: SDG_COLORS[n] }}>
              <span className="sdg__number" aria-hidden="true">
                {n}
              </span>
              <div>
                <h3 className="sdg__title">{x[`goal${n}Title`]}</h3>
                <p className="sdg__text">{x[`goal${n}Text`]}</p>
                <p className="sdg__how">
                  <strong>{x.howLabel}</strong> {x[`goal${n}How`]}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <p className="info__note">{x.source}</p>
      </section>
    </InfoArticle>
  );
}
