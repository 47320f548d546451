import { pagePath } from '@hashar/common';
import { Link, useParams } from 'react-router-dom';
import { LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { FriendButton } from '../friends/FriendButton';
import { ReviewsBlock } from '../reviews/ReviewsBlock';
import { VolonProfile } from './VolonProfile';
import { PublicBook } from '../book/PublicBook';
import { volonsApi } from '../../api/volons';
import '../../activity/events.css';
import './volons.css';

/** `/{locale}/volons/view/{id}`: a listed volunteer's public page (the volunteer themself sees theirs even when not listed). */
export default function VolonViewPage() {
  const { locale, t } = useI18n();
  const { request, token } = useSession();
  const raw = useParams()['id'] ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const loaded = useLoad((signal) => volonsApi.detail(request, id, signal), `${locale}|${token ?? ''}|${id}`, id > 0);
  const volon = loaded.data;
  useDocumentTitle(volon?.name ?? t('volons.view.title'));
  const missing = id === 0 || (loaded.status === 'error' && loaded.errorStatus === 404);
  return (
    <section className="volon-page">
      <p>
        <Link to={pagePath(locale, 'volons')}>← {t('volons.view.back')}</Link>
      </p>
      {missing && (
        <div className="empty" data-testid="volon-not-found">
          <h1>{t('volons.view.title')}</h1>
          <p>{t('volons.view.notFound')}</p>
        </div>
      )}
      {!missing && loaded.status === 'error' && <LoadError onRetry={loaded.reload} />}
      {!missing && !volon && loaded.status === 'loading' && <Loading />}
      {!missing && volon && (
        // Friends go in `actions`, reviews (ReviewsBlock userId={id}) as children.
        <VolonProfile volon={volon} actions={<FriendButton userId={id} />}>
          {volon.bookShown && <PublicBook id={id} />}
          <ReviewsBlock userId={id} />
        </VolonProfile>
      )}
    </section>
  );
}
