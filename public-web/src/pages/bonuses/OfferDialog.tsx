import { pagePath, type BonusDetail, type RedemptionDto } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { Dialog, type DialogHandle } from '../../components/Dialog';
import { Link } from 'react-router-dom';
import { bonusesApi } from '../../api/bonuses';
import { LoadError, Loading } from '../../components/LoadState';
import { actionFailure } from '../../hooks/useAction';
import { useLoad } from '../../hooks/useLoad';
import { useI18n, type I18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { CodeView } from './CodeView';
import { OfferFacts } from './OfferCard';
import './bonuses.css';

/** Why the volunteer cannot redeem the offer now, in words. */
function unavailableText(offer: BonusDetail, { t, plural }: Pick<I18n, 't' | 'plural'>): string | null {
  const reason = offer.viewer?.reason;
  if (!offer.viewer || offer.viewer.canRedeem || !reason) return null;
  return t(`bonuses.reason.${reason}`, {
    balance: plural('volunteer.points', offer.viewer.balance),
    price: plural('volunteer.points', offer.price),
  });
}

/** «Exchange?» on top of the offer (a modal <dialog>: focus kept inside, Escape closes it). */
function ConfirmRedeem({ offer, onConfirm, onClose }: { offer: BonusDetail; onConfirm: () => void; onClose: () => void }) {
  const { t, plural } = useI18n();
  const ref = useRef<DialogHandle>(null);
  const balance = offer.viewer?.balance ?? 0;
  return (
    <Dialog handle={ref} labelledBy="bonus-confirm-title" describedBy="bonus-confirm-text" onClose={onClose} testId="bonus-confirm">
      <h2 id="bonus-confirm-title">{t('bonuses.confirm.title')}</h2>
      <p id="bonus-confirm-text">
        {t('bonuses.confirm.text', {
          title: offer.title,
          points: plural('volunteer.points', offer.price),
          rest: plural('volunteer.points', balance - offer.price),
        })}
      </p>
      <p className="bonus-dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
          {t('bonuses.confirm.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} data-testid="bonus-confirm-yes">
          {t('bonuses.confirm.yes')}
        </button>
      </p>
    </Dialog>
  );
}

interface OfferDialogProps {
  id: number;
  onClose: () => void;
  /** After a code was issued (the page's balance and the list change). */
  onRedeemed: () => void;
}

/** An offer opened from the list: description, terms, «Exchange for N points» → confirmation → the code and its QR. */
export default function OfferDialog({ id, onClose, onRedeemed }: OfferDialogProps) {
  const i18n = useI18n();
  const { t, plural, locale } = i18n;
  const session = useSession();
  const ref = useRef<DialogHandle>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<RedemptionDto | null>(null);
  const loaded = useLoad((signal) => bonusesApi.offer(session.request, id, signal), `${locale}|${session.token}|${id}`);
  const offer = loaded.data;
  const unavailable = offer ? unavailableText(offer, i18n) : null;
  useEffect(() => {
    if (redeemed) resultRef.current?.focus();
  }, [redeemed]);
  // The confirmation held the focus: a refusal takes it, so it is read and the keyboard stays in the dialog.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const redeem = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      setRedeemed(await bonusesApi.redeem(session.request, id));
      onRedeemed();
    } catch (err) {
      setError(actionFailure(err, t('errors.network')));
      loaded.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog handle={ref} className="bonus-dialog" labelledBy="bonus-dialog-title" onClose={onClose} testId="bonus-dialog">
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} message={t('bonuses.detail.loadError')} /> : null}
      {!offer && loaded.status === 'loading' ? <Loading /> : null}
      {offer ? (
        <>
          {offer.image ? <img className="bonus-dialog__image" src={offer.image} alt="" /> : null}
          <h2 id="bonus-dialog-title">{offer.title}</h2>
          <p className="muted">{offer.owner.name}</p>
          <OfferFacts offer={offer} />
          {redeemed ? (
            <section className="bonus-dialog__result" data-testid="bonus-redeemed">
              <h3 ref={resultRef} tabIndex={-1}>
                {t('bonuses.code.done', { title: offer.title })}
              </h3>
              <CodeView code={redeemed.code} qr={redeemed.qr} />
              <p>{t('bonuses.code.hint')}</p>
              {offer.viewer ? (
                <p data-testid="bonus-balance-after">
                  {t('bonuses.detail.balance', { points: plural('volunteer.points', offer.viewer.balance - redeemed.points) })}
                </p>
              ) : null}
              <p>
                <Link to={pagePath(locale, 'volonMyboon')}>{t('bonuses.myLink')}</Link>
              </p>
            </section>
          ) : (
            <>
              <h3>{t('bonuses.detail.description')}</h3>
              <p className="bonus-dialog__text">{offer.description}</p>
              {offer.terms ? (
                <>
                  <h3>{t('bonuses.detail.terms')}</h3>
                  <p className="bonus-dialog__text">{offer.terms}</p>
                </>
              ) : null}
              {offer.viewer ? <p>{t('bonuses.detail.balance', { points: plural('volunteer.points', offer.viewer.balance) })}</p> : null}
              {error ? (
                <p ref={errorRef} tabIndex={-1} className="alert alert--error" role="alert" data-testid="bonus-redeem-error">
                  {error}
                </p>
              ) : unavailable ? (
                <p className="alert alert--info" role="status" data-testid="bonus-unavailable">
                  {unavailable}
                </p>
              ) : null}
            </>
          )}
        </>
      ) : null}
      <p className="bonus-dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
          {t('bonuses.detail.close')}
        </button>
        {offer?.viewer?.canRedeem && !redeemed ? (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => setConfirming(true)}
            data-testid="bonus-redeem"
          >
            {busy ? t('bonuses.redeeming') : t('bonuses.redeem', { points: plural('volunteer.points', offer.price) })}
          </button>
        ) : null}
      </p>
      {confirming && offer ? <ConfirmRedeem offer={offer} onConfirm={() => void redeem()} onClose={() => setConfirming(false)} /> : null}
    </Dialog>
  );
}
