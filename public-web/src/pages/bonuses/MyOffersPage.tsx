import { pagePath } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bonusesApi } from '../../api/bonuses';
import { ApiError } from '../../api/client';
import { FormAlert } from '../../components/forms';
import { actionFailure, useRowActions } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { BonusOwnerOnly } from './BonusOwnerOnly';
import { ListStates } from './ListStates';
import { mayOfferBonuses, offerTitle } from './bonusFormat';
import { OfferRow, type OfferAction } from './OfferRow';
import '../../components/profilePages.css';
import './bonuses.css';

const DONE = { submit: 'bonuses.own.done.submitted', archive: 'bonuses.own.done.archived', delete: 'bonuses.own.done.deleted' } as const;

/** `profile/bonuses`: a partner's or organization's offers with their states and actions, links to create and to check a code. */
export default function MyOffersPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const { busyId, message, alertRef, run } = useRowActions();
  const title = t('bonuses.own.title');
  useDocumentTitle(title);
  const loaded = useLoad(
    (signal) => bonusesApi.mine(session.request, page, signal),
    `${locale}|${session.token}|${page}`,
    mayOfferBonuses(session.role),
  );

  const act = (id: number, name: string, action: OfferAction) =>
    run(
      id,
      async () => {
        if (action === 'delete') await bonusesApi.remove(session.request, id);
        else await (action === 'submit' ? bonusesApi.submit : bonusesApi.archive)(session.request, id);
        loaded.reload();
        return t(DONE[action], { title: name });
      },
      (err) =>
        action === 'delete' && err instanceof ApiError && err.status === 409
          ? t('bonuses.own.deleteRefused', { title: name })
          : actionFailure(err, t('errors.network')),
    );

  const create = (testId: string) => (
    <Link className="btn btn--primary" to={pagePath(locale, 'profileBonusCreate')} data-testid={testId}>
      {t('bonuses.own.create')}
    </Link>
  );
  return (
    <BonusOwnerOnly title={title}>
      <section className="organizer" data-testid="my-bonuses">
        <header className="organizer__head">
          <h1>{title}</h1>
          <span className="bonus-offers__tabs">
            {create('create-bonus')}
            <Link className="btn btn--secondary" to={pagePath(locale, 'profileBonusCheck')} data-testid="check-bonus-code">
              {t('bonuses.own.check')}
            </Link>
          </span>
        </header>
        <p className="muted">{t('bonuses.own.lead')}</p>
        {message ? (
          <FormAlert ref={alertRef} tone={message.tone} testId="list-message">
            {message.text}
          </FormAlert>
        ) : null}
        <ListStates
          loaded={loaded}
          failed={t('bonuses.own.loadError')}
          empty={t('bonuses.own.empty')}
          emptyAction={create('create-bonus-empty')}
          onPage={setPage}
        >
          {(rows) => (
            <ul className="activity-list" aria-busy={busyId !== null || undefined}>
              {rows.map((offer) => (
                <OfferRow
                  key={offer.id}
                  offer={offer}
                  busy={busyId === offer.id}
                  onAction={(action) => void act(offer.id, offerTitle(offer, locale), action)}
                />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </BonusOwnerOnly>
  );
}
