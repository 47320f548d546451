import { isNoticeKind, NOTICE_TRANSITIONS, pagePath, type MyPublicationDto, type NoticeState } from '@hashar/common';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/dates';
import { ModerationBadge } from '../organizer/parts/ModerationBadge';
import { useOwnerContext } from '../../activity/ownerContext';
import { publicationTitle, publishPages } from './publishPages';
import '../../components/content/content.css';
import { Picture } from '../../components/Picture';

export type PublicationAction = 'delete' | Exclude<NoticeState, 'active'>;

interface PublicationRowProps {
  item: MyPublicationDto;
  busy: boolean;
  onAction: (action: PublicationAction) => void;
}

/** A notice's state as a badge (searching, found, closed). */
export function NoticeBadge({ state }: { state: NoticeState }) {
  const { t } = useI18n();
  return (
    <span className={`content-badge content-badge--${state}`} data-testid="notice-state" data-state={state}>
      {t(`content.notice.state.${state}`)}
    </span>
  );
}

/** One of the author's publications: kind, states, the reason of a rejection, and what can be done with it. */
export function PublicationRow({ item, busy, onAction }: PublicationRowProps) {
  const { t, locale } = useI18n();
  const owner = useOwnerContext();
  const title = publicationTitle(item, locale);
  const approved = item.moderation === 'approved';
  const moves = (approved && item.noticeState ? NOTICE_TRANSITIONS[item.noticeState] : []).filter(
    (state): state is PublicationAction & NoticeState => state !== 'active',
  );
  return (
    <li className="activity-row" data-testid="publication-row" data-id={item.id}>
      {item.cover ? (
        <Picture className="activity-row__cover" src={item.cover} sizes="row" />
      ) : (
        <span className="activity-row__cover" aria-hidden="true" />
      )}
      <div className="activity-row__body">
        <h2 className="activity-row__title">
          {approved ? <Link to={pagePath(locale, 'postView', { id: item.id })}>{title}</Link> : title}
        </h2>
        <p className="activity-row__meta">
          <span className={`content-badge content-badge--${item.kind}`}>{t(`content.kind.${item.kind}`)}</span>
          <ModerationBadge state={item.moderation} />
          {isNoticeKind(item.kind) && item.noticeState ? <NoticeBadge state={item.noticeState} /> : null}
          <span className="muted">{t('publish.updated', { date: formatDateTime(locale, item.updatedAt) })}</span>
        </p>
        {item.moderation === 'rejected' && item.rejectReason ? (
          <p className="activity-row__reason" data-testid="reject-reason">
            {t('publish.rejectReason', { reason: item.rejectReason })}
          </p>
        ) : null}
        <div className="activity-row__actions">
          {approved ? (
            <Link className="btn btn--secondary btn--small" to={pagePath(locale, 'postView', { id: item.id })}>
              {t('publish.view')}
            </Link>
          ) : null}
          <Link className="btn btn--secondary btn--small" to={owner.link(locale, publishPages(owner.groupId).edit, { id: item.id })}>
            {t('publish.edit')}
          </Link>
          {moves.map((state) => (
            <ConfirmButton
              key={state}
              label={t(state === 'found' ? 'publish.markFound' : 'publish.markClosed')}
              question={t(`publish.confirm.${state}`, { title })}
              busy={busy}
              onConfirm={() => onAction(state)}
              testId={`mark-${state}`}
            />
          ))}
          <ConfirmButton
            label={t('publish.delete')}
            question={t('publish.confirm.delete', { title })}
            busy={busy}
            danger
            onConfirm={() => onAction('delete')}
            testId="delete"
          />
        </div>
      </div>
    </li>
  );
}
