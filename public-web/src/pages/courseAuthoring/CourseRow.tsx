import { pagePath, type AuthoredCourseCard } from '@hashar/common';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Picture } from '../../components/Picture';
import { useI18n } from '../../i18n';
import { useOwnerContext } from '../../activity/ownerContext';
import { ModerationBadge } from '../organizer/parts/ModerationBadge';
import { coursePages, inLocale } from './coursePages';

export type CourseAction = 'submit' | 'delete';

interface CourseRowProps {
  item: AuthoredCourseCard;
  busy: boolean;
  onAction: (action: CourseAction) => void;
}

/** One of the owner's courses: its state, the reason of a rejection, its counts, and what can be done with it. */
export function CourseRow({ item, busy, onAction }: CourseRowProps) {
  const { t, locale } = useI18n();
  const owner = useOwnerContext();
  const title = inLocale(locale, item.titleRu, item.titleUz);
  const archived = item.archivedAt !== null;
  const open = item.moderation === 'approved' && !archived;
  const submittable = !archived && (item.moderation === 'draft' || item.moderation === 'rejected') && item.lessonCount > 0;
  return (
    <li className="activity-row" data-testid="course-row" data-id={item.id}>
      {item.cover ? (
        <Picture className="activity-row__cover" src={item.cover} sizes="row" />
      ) : (
        <span className="activity-row__cover" aria-hidden="true" />
      )}
      <div className="activity-row__body">
        <h2 className="activity-row__title">{open ? <Link to={pagePath(locale, 'course', { slug: item.slug })}>{title}</Link> : title}</h2>
        <p className="activity-row__meta">
          {archived ? (
            <span className="state-badge state-badge--archived" data-testid="course-archived">
              {t('courseAuthoring.state.archived')}
            </span>
          ) : (
            <ModerationBadge state={item.moderation} />
          )}
          {item.isListed ? null : <span className="muted">{t('courseAuthoring.unlisted')}</span>}
          <span className="muted" data-testid="course-counts">
            {t('courseAuthoring.counts', { lessons: item.lessonCount, questions: item.questionCount, enrolled: item.enrolled })}
          </span>
        </p>
        {item.moderation === 'rejected' && item.rejectReason ? (
          <p className="activity-row__reason" data-testid="reject-reason">
            {t('courseAuthoring.rejectReason', { reason: item.rejectReason })}
          </p>
        ) : null}
        <div className="activity-row__actions">
          {open ? (
            <Link className="btn btn--secondary btn--small" to={pagePath(locale, 'course', { slug: item.slug })}>
              {t('courseAuthoring.view')}
            </Link>
          ) : null}
          {archived ? null : (
            <Link
              className="btn btn--secondary btn--small"
              to={owner.link(locale, coursePages(owner.groupId).edit, { id: item.id })}
              data-testid="course-edit"
            >
              {t('courseAuthoring.edit')}
            </Link>
          )}
          {submittable ? (
            <ConfirmButton
              label={t('courseAuthoring.submit')}
              question={t('courseAuthoring.confirm.submit', { title })}
              busy={busy}
              onConfirm={() => onAction('submit')}
              testId="course-submit"
            />
          ) : null}
          {archived ? null : (
            <ConfirmButton
              label={t('courseAuthoring.delete')}
              question={t('courseAuthoring.confirm.delete', { title })}
              busy={busy}
              danger
              onConfirm={() => onAction('delete')}
              testId="course-delete"
            />
          )}
        </div>
      </div>
    </li>
  );
}
