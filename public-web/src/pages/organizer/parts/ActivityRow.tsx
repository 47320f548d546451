import { pagePath, type ActivityKind, type MyEventRow, PICTURE_SIZES } from '@hashar/common';
import { Link } from 'react-router-dom';
import { Cover } from '../../../activity/Cover';
import { activityUi } from '../../../activity/registry';
import type { MyVisitRow } from '../../../api/organizer';
import { useI18n } from '../../../i18n';
import { formatDateRange, formatDateTime } from '../../../i18n/dates';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { ModerationBadge } from './ModerationBadge';
import { useOwnerContext } from '../../../activity/ownerContext';

export type RowAction = 'submit' | 'archive' | 'delete';

interface ActivityRowProps {
  kind: ActivityKind;
  row: MyEventRow | MyVisitRow;
  busy: boolean;
  onAction: (action: RowAction) => void;
}

/** One of the organizer's events / visit offers: state, dates, pending applications and what can be done with it. */
export function ActivityRow({ kind, row, busy, onAction }: ActivityRowProps) {
  const { t, plural, locale } = useI18n();
  const owner = useOwnerContext();
  const event = 'startsAt' in row ? row : null;
  const archived = event?.lifecycle === 'archived';
  const editable = row.moderation === 'draft' || row.moderation === 'rejected';
  const pending = row.applicationsPending ?? 0;
  const { info } = activityUi(kind);
  const view = pagePath(locale, info.pages.view, { id: row.id });
  const edit = owner.link(locale, owner.pages(kind).edit, { id: row.id });
  const nextSession = 'nextSessionAt' in row ? row.nextSessionAt : null;
  return (
    <li className="activity-row" data-testid="activity-row">
      <Cover src={row.cover} directions={row.directions} className="activity-row__cover" sizes={PICTURE_SIZES.row} />
      <div className="activity-row__body">
        <h2 className="activity-row__title">
          <Link to={view}>{row.title}</Link>
        </h2>
        <p className="activity-row__meta">
          <ModerationBadge state={row.moderation} />
          {archived ? <span className="state-badge state-badge--archived">{t('organizer.archived')}</span> : null}
          {event ? <span>{formatDateRange(locale, event.startsAt, event.endsAt)}</span> : null}
          {nextSession ? <span>{t('organizer.nextSession', { date: formatDateTime(locale, nextSession) })}</span> : null}
        </p>
        {row.moderation === 'rejected' && row.rejectReason ? (
          <p className="activity-row__reason">{t('organizer.rejectReason', { reason: row.rejectReason })}</p>
        ) : null}
        <p className={pending ? 'activity-row__pending' : 'muted'} data-testid="pending-count">
          {pending ? plural('organizer.pending', pending) : t('organizer.noPending')}
        </p>
        <div className="activity-row__actions">
          <Link className="btn btn--secondary btn--small" to={edit}>
            {t('organizer.edit')}
          </Link>
          {editable ? (
            <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => onAction('submit')}>
              {t('organizer.submit')}
            </button>
          ) : null}
          {info.hasDates && !archived && row.moderation === 'approved' ? (
            <ConfirmButton
              label={t('organizer.archive')}
              question={t('organizer.confirm.archive', { title: row.title })}
              busy={busy}
              onConfirm={() => onAction('archive')}
              testId="archive"
            />
          ) : null}
          {editable ? (
            <ConfirmButton
              label={t('organizer.delete')}
              question={t('organizer.confirm.delete', { title: row.title })}
              busy={busy}
              danger
              onConfirm={() => onAction('delete')}
              testId="delete"
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}
