import { lazy, Suspense, useRef, useState } from 'react';
import { bonusesApi } from '../../api/bonuses';
import { CheckboxField } from '../../components/forms';
import { Loading } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ReferenceSelectField } from '../account/ReferenceSelectField';
import { useReferenceList } from '../account/useReferenceList';
import { ListStates } from './ListStates';
import { OfferCard } from './OfferCard';
import './bonuses.css';

/** The offer's detail, confirmation and code: their own chunk, loaded when an offer is opened. */
const OfferDialog = lazy(() => import('./OfferDialog'));

type Tab = 'affordable' | 'all';

/** The offers on profile/volon/bonuse: the ones the balance covers or all, by region or online; an offer opens in a dialog. */
export default function OffersSection({ onRedeemed }: { onRedeemed: () => void }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [tab, setTab] = useState<Tab>('affordable');
  const [region, setRegion] = useState('');
  const [online, setOnline] = useState(false);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const cities = useReferenceList('/api/cities', locale).list;
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** The dialog gives the focus back to its opener; an offer bought out of the list leaves none: the section's title takes it. */
  const closeDialog = () => {
    setOpenId(null);
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) titleRef.current?.focus();
    });
  };
  const filters = { page, affordable: tab === 'affordable', region, online };
  const loaded = useLoad(
    (signal) => bonusesApi.offers(session.request, filters, signal),
    `${locale}|${session.token}|${JSON.stringify(filters)}`,
  );
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section className="bonus-offers" aria-labelledby="bonus-offers-title" data-testid="bonus-offers">
      <h2 id="bonus-offers-title" ref={titleRef} tabIndex={-1}>
        {t('bonuses.offers.title')}
      </h2>
      <p className="muted">{t('bonuses.offers.lead')}</p>
      <div className="bonus-offers__tabs" role="group" aria-label={t('bonuses.tabs')}>
        {(['affordable', 'all'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={`btn btn--small ${tab === name ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={tab === name}
            onClick={() => change(setTab)(name)}
            data-testid={`bonus-tab-${name}`}
          >
            {t(`bonuses.tab.${name}`)}
          </button>
        ))}
      </div>
      <div className="bonus-offers__filters">
        <ReferenceSelectField
          id="bonus-region"
          label={t('bonuses.filter.region')}
          value={region}
          onValueChange={change(setRegion)}
          list={cities}
          empty={t('bonuses.filter.regionAll')}
        />
        <CheckboxField id="bonus-online" label={t('bonuses.filter.online')} checked={online} onCheckedChange={change(setOnline)} />
      </div>
      <ListStates
        loaded={loaded}
        failed={t('bonuses.loadError')}
        empty={t(tab === 'affordable' ? 'bonuses.empty.affordable' : 'bonuses.empty.all')}
        emptyTestId="bonus-offers-empty"
        onPage={setPage}
      >
        {(rows) => (
          <ul className="bonus-grid" aria-busy={loaded.status === 'loading' || undefined}>
            {rows.map((offer) => (
              <OfferCard key={offer.id} offer={offer} onOpen={() => setOpenId(offer.id)} />
            ))}
          </ul>
        )}
      </ListStates>
      {openId !== null ? (
        <Suspense fallback={<Loading />}>
          <OfferDialog
            id={openId}
            onClose={closeDialog}
            onRedeemed={() => {
              onRedeemed();
              loaded.reload();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
