import { pagePath, REDEMPTION_STATES, type RedemptionDto, type RedemptionState } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bonusesApi } from '../../api/bonuses';
import { SelectField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { formatDay } from '../bonuses/bonusFormat';
import { CodeView } from '../bonuses/CodeView';
import { ListStates } from '../bonuses/ListStates';
import { VolunteerOnly, isParticipant } from './VolunteerOnly';
import '../bonuses/bonuses.css';

/** One redeemed bonus: offer, owner, state, the code (its QR on demand, big enough to scan), terms and validity. */
function RedemptionItem({ item }: { item: RedemptionDto }) {
  const { t, plural, locale } = useI18n();
  const [qr, setQr] = useState(false);
  const used = item.state === 'used';
  return (
    <li className={`bonus-redemption${used ? ' bonus-redemption--used' : ''}`} data-testid="redemption" data-state={item.state}>
      {item.offer.image ? <img className="bonus-redemption__image" src={item.offer.image} alt="" loading="lazy" /> : null}
      <div className="bonus-redemption__body">
        <h2 className="bonus-redemption__title">{item.offer.title}</h2>
        <p className="muted">{item.offer.owner.name}</p>
        <p>
          <span className={`state-badge state-badge--${used ? 'completed' : 'approved'}`} data-testid="redemption-state">
            {used && item.usedAt ? t('bonuses.my.state.used', { date: formatDateTime(locale, item.usedAt) }) : t('bonuses.my.state.issued')}
          </span>
        </p>
        <CodeView code={item.code} qr={qr ? item.qr : null} />
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-expanded={qr}
          onClick={() => setQr(!qr)}
          data-testid="redemption-qr-toggle"
        >
          {t(qr ? 'bonuses.my.hideQr' : 'bonuses.my.showQr')}
        </button>
        <p className="muted">
          {t('bonuses.my.obtained', { date: formatDateTime(locale, item.createdAt), points: plural('volunteer.points', item.points) })}
          <br />
          {t('bonuses.validUntil', { date: formatDay(locale, item.offer.validUntil) })}
        </p>
        {item.offer.terms ? (
          <details className="bonus-redemption__terms">
            <summary>{t('bonuses.my.terms')}</summary>
            <p className="bonus-dialog__text">{item.offer.terms}</p>
          </details>
        ) : null}
      </div>
    </li>
  );
}

/** `/{locale}/profile/volon/myboon`: the volunteer's redeemed bonuses with their codes and states. */
export default function MyboonPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<RedemptionState | ''>('');
  const title = t('bonuses.my.title');
  useDocumentTitle(title);
  const loaded = useLoad(
    (signal) => bonusesApi.redemptions(session.request, { page, state: state || undefined }, signal),
    `${locale}|${session.token}|${page}|${state}`,
    isParticipant(session.role),
  );
  return (
    <VolunteerOnly title={title}>
      <section className="organizer">
        <h1>{title}</h1>
        <p className="muted">{t('bonuses.my.lead')}</p>
        <div className="bonus-offers__filters">
          <SelectField
            id="redemption-state"
            label={t('bonuses.my.filter')}
            value={state}
            onValueChange={(value) => {
              setState(value as RedemptionState | '');
              setPage(1);
            }}
          >
            <option value="">{t('bonuses.my.filter.all')}</option>
            {REDEMPTION_STATES.map((name) => (
              <option key={name} value={name}>
                {t(`bonuses.my.filter.${name}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <ListStates
          loaded={loaded}
          failed={t('bonuses.my.loadError')}
          empty={t('bonuses.my.empty')}
          emptyAction={
            <Link className="btn btn--primary" to={pagePath(locale, 'volonBonuse')}>
              {t('bonuses.my.emptyAction')}
            </Link>
          }
          onPage={setPage}
        >
          {(rows) => (
            <ul className="bonus-redemptions" aria-busy={loaded.status === 'loading' || undefined}>
              {rows.map((item) => (
                <RedemptionItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </VolunteerOnly>
  );
}
