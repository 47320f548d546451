import { pagePath, type AuthoredCourse } from '@hashar/common';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { FormAlert } from '../../components/forms';
import { Empty, Loading } from '../../components/LoadState';
import { actionFailure } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useEditedRecord } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { useOwnerContext } from '../../activity/ownerContext';
import { ModerationBadge } from '../organizer/parts/ModerationBadge';
import { CourseFigures } from './CourseFigures';
import { CourseForm } from './CourseForm';
import { coursePages, inLocale, mayAuthor } from './coursePages';
import { LessonsEditor } from './LessonsEditor';
import { QuizEditor } from './QuizEditor';
import '../../components/profilePages.css';
import './courseAuthoring.css';

/** The course's state: its badge and what it means for the author. */
function CourseState({ course }: { course: AuthoredCourse }) {
  const { t } = useI18n();
  if (course.archivedAt) return <p className="organizer__state">{t('courseAuthoring.form.archivedNote')}</p>;
  return (
    <div className="organizer__state">
      <ModerationBadge state={course.moderation} />
      {course.moderation === 'approved' ? <p>{t('courseAuthoring.form.approvedNote')}</p> : null}
      {course.moderation === 'moderation' ? <p>{t('courseAuthoring.form.moderationNote')}</p> : null}
      {course.moderation === 'rejected' ? (
        <p data-testid="reject-reason">{t('courseAuthoring.form.rejectedNote', { reason: course.rejectReason ?? '—' })}</p>
      ) : null}
    </div>
  );
}

/** "Send to moderation": for a draft or a rejected course with at least one lesson. */
function SubmitBlock({ course, onChange }: { course: AuthoredCourse; onChange: (course: AuthoredCourse) => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const waiting = course.moderation === 'draft' || course.moderation === 'rejected';
  if (!waiting && !message) return null;
  const submit = async () => {
    setBusy(true);
    try {
      const saved = await courseAuthoringApi.submit(request, course.id);
      setMessage({ tone: 'success', text: t('courseAuthoring.done.submitted', { title: inLocale(locale, saved.titleRu, saved.titleUz) }) });
      onChange(saved);
    } catch (err) {
      setMessage({ tone: 'error', text: actionFailure(err, t('errors.network')) });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };
  return (
    <section className="course-editor course-submit" data-testid="course-submit-block">
      {message ? (
        <FormAlert ref={alertRef} tone={message.tone} testId="submit-message">
          {message.text}
        </FormAlert>
      ) : null}
      {waiting ? (
        <>
          <p>{t(course.lessons.length ? 'courseAuthoring.submitBlock' : 'courseAuthoring.submitNeedsLesson')}</p>
          <button
            type="button"
            className="btn btn--primary"
            aria-busy={busy || undefined}
            disabled={busy || course.lessons.length === 0}
            data-testid="course-send"
            onClick={() => void submit()}
          >
            {t('courseAuthoring.submit')}
          </button>
        </>
      ) : null}
    </section>
  );
}

/** profile/courses/create and profile/courses/edit/:id (and the group's under profile/initiative/): the course, its lessons, quiz and figures. */
export default function CourseFormPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const owner = useOwnerContext();
  const navigate = useNavigate();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const { id } = useParams();
  const allowed = mayAuthor(session.role, owner.groupId);
  const pages = coursePages(owner.groupId);
  const title = t(id ? 'courseAuthoring.form.edit' : 'courseAuthoring.form.create');
  useDocumentTitle(title);

  const record = useEditedRecord(
    id,
    (numericId, signal) => courseAuthoringApi.get(session.request, numericId, signal),
    `${locale}|${session.token}`,
    allowed,
  );
  const course = record.data;
  const replace = (next: AuthoredCourse) => record.update(() => next);
  const created = (next: AuthoredCourse) =>
    void navigate(owner.link(locale, pages.edit, { id: next.id }), {
      replace: true,
      state: { flash: t('courseAuthoring.done.created', { title: inLocale(locale, next.titleRu, next.titleUz) }) },
    });

  return (
    <section className="organizer course-authoring" data-testid="course-form-page">
      <p className="organizer__back">
        <Link to={owner.link(locale, pages.own)}>{t('courseAuthoring.form.back')}</Link>
      </p>
      <h1>{title}</h1>
      {!allowed ? <Empty testId="courses-not-allowed">{t('courseAuthoring.notAllowed')}</Empty> : null}
      {allowed && record.status === 'loading' ? <Loading /> : null}
      {allowed && record.status === 'missing' ? <FormAlert tone="error">{t('courseAuthoring.form.notFound')}</FormAlert> : null}
      {allowed && record.status === 'failed' ? <FormAlert tone="error">{t('courseAuthoring.loadError')}</FormAlert> : null}
      {course && flash ? (
        <FormAlert tone="success" testId="flash-message">
          {flash}
        </FormAlert>
      ) : null}
      {course ? <CourseState course={course} /> : null}
      {course?.moderation === 'approved' && !course.archivedAt ? (
        <p>
          <Link to={pagePath(locale, 'course', { slug: course.slug })}>{t('courseAuthoring.view')}</Link>
        </p>
      ) : null}
      {allowed && record.status === 'ready' && !course?.archivedAt ? (
        <>
          <h2 className="course-authoring__part">{t('courseAuthoring.form.course')}</h2>
          <CourseForm key={course?.id ?? 'new'} saved={course} onSaved={course ? replace : created} />
        </>
      ) : null}
      {allowed && record.status === 'ready' && !course ? <p className="muted">{t('courseAuthoring.form.afterCreate')}</p> : null}
      {course && !course.archivedAt ? (
        <>
          <LessonsEditor course={course} onChange={replace} />
          <QuizEditor course={course} onChange={replace} />
          <SubmitBlock course={course} onChange={replace} />
        </>
      ) : null}
      {course ? <CourseFigures course={course} /> : null}
    </section>
  );
}
