import { POINTS } from '@hashar/common';
import { useEffect, useState } from 'react';
import { LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { friendsApi, referralQrUrl } from '../../api/friends';
import { ReferralLink } from './ReferralLink';
import '../../components/profilePages.css';
import '../profile/profile.css';
import './friends.css';

/** The QR code of the link, made by the server, shown and offered as a download. */
function ReferralQr() {
  const { t, locale } = useI18n();
  const { token } = useSession();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    referralQrUrl(token, locale, controller.signal).then(
      (u) => setUrl((made = u)),
      () => undefined,
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [token, locale]);
  if (!url) return null;
  return (
    <figure className="referral__figure">
      <img className="referral__qr" src={url} alt={t('friends.referral.qr')} width={200} height={200} data-testid="referral-qr" />
      <figcaption>
        <a className="btn btn--secondary" href={url} download="hashar-link-qr.svg">
          {t('friends.referral.download')}
        </a>
      </figcaption>
    </figure>
  );
}

/** `/{locale}/profile/link` and `/{locale}/profile/volon/link`: my personal link, its QR code, who came through it, the points. */
export default function ReferralPage() {
  const { t, plural, locale } = useI18n();
  const session = useSession();
  const title = t('friends.referral.title');
  useDocumentTitle(title);
  const summary = useLoad((signal) => friendsApi.referral(session.request, signal), `${locale}|${session.token}`);
  const data = summary.data;
  return (
    <section className="organizer" data-testid="referral-page">
      <h1>{title}</h1>
      {summary.status === 'error' ? <LoadError onRetry={summary.reload} /> : null}
      {!data && summary.status === 'loading' ? <Loading /> : null}
      {data ? (
        <>
          <p>{t('profile.referralHint')}</p>
          <ReferralLink link={data.link} />
          <ReferralQr />
          <dl className="stats">
            <div>
              <dt>{t('friends.referral.signedUp')}</dt>
              <dd data-testid="referral-signed-up">{data.signedUp}</dd>
            </div>
            <div>
              <dt>{t('friends.referral.completed')}</dt>
              <dd data-testid="referral-completed">{data.completed}</dd>
            </div>
            <div>
              <dt>{t('friends.referral.points')}</dt>
              <dd data-testid="referral-points">{plural('volunteer.points', data.points)}</dd>
            </div>
          </dl>
          <p className="muted">{t('friends.referral.rule', { points: POINTS.referredFriend })}</p>
          <h2>{t('friends.referral.people')}</h2>
          {data.people.length === 0 ? (
            <p className="muted" data-testid="referral-nobody">
              {t('friends.referral.nobody')}
            </p>
          ) : (
            <ul className="referral__people" data-testid="referral-people">
              {data.people.map((p) => (
                <li key={p.id}>
                  {p.name} —{' '}
                  <span className="muted">{t(p.completed ? 'friends.referral.personDone' : 'friends.referral.personWaiting')}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
