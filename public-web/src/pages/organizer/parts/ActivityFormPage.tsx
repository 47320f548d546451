import { pagePath, type EventDetail, type VisitDetail } from '@hashar/common';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { getMine, type ActivityKind } from '../../../api/organizer';
import { FormAlert } from '../../../components/forms';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';
import { ActivityForm } from './ActivityForm';
import { ModerationBadge } from './ModerationBadge';
import { OrganizationsOnly } from './OrganizationsOnly';
import '../organizer.css';

type Load =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; detail: EventDetail | VisitDetail | null };

/** Create (`…/create`) or edit (`…/edit/:id`) an event or a visit offer. */
export function ActivityFormPage({ kind }: { kind: ActivityKind }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const { id } = useParams();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const numericId = id && /^\d+$/.test(id) ? Number(id) : null;
  const [load, setLoad] = useState<Load>(id ? { status: 'loading' } : { status: 'ready', detail: null });
  const organization = session.role === 'organization';
  const title = t(`organizer.form.${kind}.${id ? 'edit' : 'create'}`);
  useDocumentTitle(title);

  useEffect(() => {
    if (!id || !organization) return;
    if (numericId === null) return setLoad({ status: 'missing' });
    const controller = new AbortController();
    getMine(session.request, kind, numericId, controller.signal).then(
      (detail) => setLoad({ status: 'ready', detail }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: err instanceof ApiError && (err.status === 404 || err.status === 403) ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, numericId, kind, organization, session.request]);

  const listLink = <Link to={pagePath(locale, kind === 'event' ? 'profileEvents' : 'profileMyvisit')}>{t('organizer.form.back')}</Link>;
  if (!organization) return <OrganizationsOnly kind={kind} />;
  const detail = load.status === 'ready' ? load.detail : null;
  return (
    <section className="organizer">
      <p className="organizer__back">{listLink}</p>
      <h1>{title}</h1>
      {load.status === 'loading' ? <p aria-busy="true">{t('organizer.form.loading')}</p> : null}
      {load.status === 'missing' ? <FormAlert tone="error">{t('organizer.form.notFound')}</FormAlert> : null}
      {load.status === 'failed' ? <FormAlert tone="error">{t('organizer.loadError')}</FormAlert> : null}
      {detail ? (
        <div className="organizer__state">
          <ModerationBadge state={detail.moderation} />
          {detail.moderation === 'approved' ? <p>{t('organizer.form.approvedNote')}</p> : null}
          {detail.moderation === 'moderation' ? <p>{t('organizer.form.moderationNote')}</p> : null}
          {detail.moderation === 'rejected' ? <p>{t('organizer.form.rejectedNote', { reason: detail.rejectReason ?? '—' })}</p> : null}
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <ActivityForm
          key={detail?.id ?? 'new'}
          kind={kind}
          detail={detail}
          flash={flash}
          onSaved={(saved) => setLoad({ status: 'ready', detail: saved })}
        />
      ) : null}
    </section>
  );
}
