import { useState } from 'react';
import { ApiError } from '../../api/client';
import { checkinApi } from '../../api/checkin';
import { listApplications } from '../../api/volunteer';
import { FormAlert } from '../../components/forms';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { svgDataUrl, type PersonalCheckinCode } from '@hashar/common';
import './checkin.css';

/**
 * "My QR for check-in": for a volunteer with an accepted application to a shift still
 * to come, a button that shows their personal QR (GET /api/user/checkin-code) for the organizer's
 * scanner, with the code written out for a scanner without a camera.
 */
export function PersonalQr() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [qr, setQr] = useState<PersonalCheckinCode | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upcoming = useLoad(
    (signal) => listApplications(session.request, { state: 'accepted', when: 'current', page: 1 }, signal),
    `${locale}|${session.token}`,
  );
  if (!upcoming.data?.total) return null;

  const toggle = async () => {
    if (open) return setOpen(false);
    setError(null);
    try {
      setQr(qr ?? (await checkinApi.personal(session.request)));
      setOpen(true);
    } catch (err) {
      setError(err instanceof ApiError && err.status ? err.message : t('errors.network'));
    }
  };

  return (
    <section className="personal-qr" aria-labelledby="personal-qr-title" data-testid="personal-qr">
      <h2 id="personal-qr-title">{t('checkin.personal.title')}</h2>
      <p>{t('checkin.personal.lead')}</p>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <button
        type="button"
        className="btn btn--secondary"
        aria-expanded={open}
        onClick={() => void toggle()}
        data-testid="personal-qr-toggle"
      >
        {t(open ? 'checkin.personal.hide' : 'checkin.personal.show')}
      </button>
      {open && qr ? (
        <>
          <img className="personal-qr__image" src={svgDataUrl(qr.svg)} alt={t('checkin.personal.alt')} data-testid="personal-qr-image" />
          <p className="personal-qr__code">{t('checkin.personal.code', { code: qr.code })}</p>
        </>
      ) : null}
    </section>
  );
}
