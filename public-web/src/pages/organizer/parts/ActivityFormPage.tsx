import { pagePerKind } from '../../../activity/pagePerKind';
import type { ActivityKind } from '@hashar/common';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getMine, type MyDetail } from '../../../api/organizer';
import { FormAlert } from '../../../components/forms';
import { Loading } from '../../../components/LoadState';
import { useEditedRecord } from '../../../hooks/useLoad';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';
import { ActivityForm } from './ActivityForm';
import { ModerationBadge } from './ModerationBadge';
import { mayOwn, OrganizationsOnly } from './OrganizationsOnly';
import { useOwnerContext } from '../../../activity/ownerContext';
import '../../../components/profilePages.css';

/** Create (`…/create`) or edit (`…/edit/:id`) an item of a kind. */
function ActivityFormPage<K extends ActivityKind>({ kind }: { kind: K }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const owner = useOwnerContext();
  const { id } = useParams();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const organization = mayOwn(kind, session.role, owner.groupId);
  const title = t(`organizer.form.${kind}.${id ? 'edit' : 'create'}`);
  useDocumentTitle(title);

  const edited = useEditedRecord<MyDetail<K>>(
    id,
    (numericId, signal) => getMine(session.request, kind, numericId, signal),
    `${locale}|${session.token}|${kind}`,
    organization,
  );
  const { status, data: detail } = edited;

  const listLink = <Link to={owner.link(locale, owner.pages(kind).own)}>{t('organizer.form.back')}</Link>;
  if (!organization) return <OrganizationsOnly kind={kind} />;
  return (
    <section className="organizer">
      <p className="organizer__back">{listLink}</p>
      <h1>{title}</h1>
      {status === 'loading' ? <Loading /> : null}
      {status === 'missing' ? <FormAlert tone="error">{t('organizer.form.notFound')}</FormAlert> : null}
      {status === 'failed' ? <FormAlert tone="error">{t('organizer.loadError')}</FormAlert> : null}
      {detail ? (
        <div className="organizer__state">
          <ModerationBadge state={detail.moderation} />
          {detail.moderation === 'approved' ? <p>{t('organizer.form.approvedNote')}</p> : null}
          {detail.moderation === 'moderation' ? <p>{t('organizer.form.moderationNote')}</p> : null}
          {detail.moderation === 'rejected' ? <p>{t('organizer.form.rejectedNote', { reason: detail.rejectReason ?? '—' })}</p> : null}
        </div>
      ) : null}
      {status === 'ready' ? (
        <ActivityForm key={detail?.id ?? 'new'} kind={kind} detail={detail} flash={flash} onSaved={(saved) => edited.update(() => saved)} />
      ) : null}
    </section>
  );
}

/** The route's page of a kind. */
export const activityFormPage = pagePerKind((kind) => <ActivityFormPage kind={kind} />);
