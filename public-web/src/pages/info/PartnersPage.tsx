import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useTexts } from '../../hooks/useTexts';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { InfoArticle } from './InfoArticle';
import * as texts from './partnersTexts';

const FORMATS = [1, 2, 3, 4, 5] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** burger/partners: how a company becomes a partner. The partner list comes from the back office later. */
export default function PartnersPage() {
  const { locale } = useI18n();
  const { user } = useSession();
  const x = useTexts(texts);
  return (
    <InfoArticle title={x.title} lead={x.lead}>
      <section>
        <h2>{x.formatsTitle}</h2>
        <div className="info__cards">
          {FORMATS.map((n) => (
            <div key={n} className="info__card">
              <h3>{x[`format${n}Title`]}</h3>
              <p>{x[`format${n}Text`]}</p>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>{x.stepsTitle}</h2>
        <ol className="info__steps">
          {STEPS.map((key) => (
            <li key={key}>{x[key]}</li>
          ))}
        </ol>
        {!user && (
          <Link className="button" to={pagePath(locale, 'signUp')}>
            {x.cta}
          </Link>
        )}
      </section>
      <section>
        <h2>{x.listTitle}</h2>
        <p className="info__empty">{x.listEmpty}</p>
      </section>
    </InfoArticle>
  );
}
