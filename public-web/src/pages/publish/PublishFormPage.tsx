import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { Empty, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useEditedRecord } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { useOwnerContext } from '../../activity/ownerContext';
import { ModerationBadge } from '../organizer/parts/ModerationBadge';
import { PublishForm } from './PublishForm';
import { publishApi } from '../../api/publish';
import { mayPublish, publishPages } from './publishPages';
import '../../components/profilePages.css';
import './publish.css';

/** profile/publish/create and profile/publish/edit/:id (and the group's under profile/initiative/). */
export default function PublishFormPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const owner = useOwnerContext();
  const { id } = useParams();
  const allowed = mayPublish(session.role, owner.groupId);
  const title = t(id ? 'publish.form.edit' : 'publish.form.create');
  useDocumentTitle(title);

  const { status, data: saved } = useEditedRecord(
    id,
    (numericId, signal) => publishApi.get(session.request, numericId, signal),
    `${locale}|${session.token}`,
    allowed,
  );

  return (
    <section className="organizer publish-page">
      <p className="organizer__back">
        <Link to={owner.link(locale, publishPages(owner.groupId).own)}>{t('publish.form.back')}</Link>
      </p>
      <h1>{title}</h1>
      {!allowed ? <Empty testId="publish-not-allowed">{t('publish.notAllowed')}</Empty> : null}
      {allowed && status === 'loading' ? <Loading /> : null}
      {allowed && status === 'missing' ? <FormAlert tone="error">{t('publish.form.notFound')}</FormAlert> : null}
      {allowed && status === 'failed' ? <FormAlert tone="error">{t('publish.loadError')}</FormAlert> : null}
      {saved ? (
        <div className="organizer__state">
          <ModerationBadge state={saved.moderation} />
          {saved.moderation === 'approved' ? <p>{t('publish.form.approvedNote')}</p> : null}
          {saved.moderation === 'moderation' ? <p>{t('publish.form.moderationNote')}</p> : null}
          {saved.moderation === 'rejected' ? <p>{t('publish.form.rejectedNote', { reason: saved.rejectReason ?? '—' })}</p> : null}
        </div>
      ) : null}
      {allowed && status === 'ready' ? <PublishForm key={saved?.id ?? 'new'} saved={saved} /> : null}
    </section>
  );
}
