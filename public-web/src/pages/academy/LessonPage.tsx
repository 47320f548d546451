import { pagePath, type CourseDetail, type CourseLesson } from '@hashar/common';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatFileSize } from '../../activity/format';
import { academyApi } from '../../api/academy';
import { FormAlert } from '../../components/forms';
import { LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { PageAccess } from '../../session/PageAccess';
import { RichText } from '../news/RichText';
import { useCourseSlug } from './CoursePage';
import { LessonVideo } from './LessonVideo';
import { withBack } from './progress';
import './academy.css';

/** The lesson's position in the address (0 when malformed). */
function usePosition(): number {
  const raw = useParams()['position'] ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 0;
}

/** `/{locale}/academy/{slug}/lessons/{position}`: a lesson of a course the reader is enrolled in, opened in order. */
function LessonPageContent() {
  const { locale, t } = useI18n();
  const { request, token } = useSession();
  const slug = useCourseSlug();
  const position = usePosition();
  const valid = slug !== '' && position > 0;
  const key = `${locale}|${slug}|${position}|${token}`;
  const course = useLoad((signal) => academyApi.detail(request, slug, { signal }).then((r) => r.data), key, valid);
  const lesson = useLoad((signal) => academyApi.lesson(request, slug, position, { signal }).then((r) => r.data), key, valid);
  useDocumentTitle(lesson.data?.title ?? course.data?.title ?? t('academy.title'));
  const failed = !valid ? t('academy.lesson.notFound') : (lesson.errorMessage ?? course.errorMessage);
  const coursePath = slug ? pagePath(locale, 'course', { slug }) : pagePath(locale, 'academy');
  return (
    <section className="content-wrap lesson-page">
      <p>
        <Link to={coursePath}>← {course.data?.title ?? t('academy.lesson.toCourse')}</Link>
      </p>
      {(!valid || lesson.status === 'error' || course.status === 'error') && (
        <>
          <h1>{t('academy.lesson.title', { position: position || 1 })}</h1>
          {lesson.errorStatus === 0 || course.errorStatus === 0 ? (
            <LoadError onRetry={() => (lesson.reload(), course.reload())} />
          ) : (
            <FormAlert tone="error" testId="lesson-refused">
              {failed}
            </FormAlert>
          )}
          <p>
            <Link className="btn btn--secondary" to={coursePath}>
              {t('academy.lesson.toCourse')}
            </Link>
          </p>
        </>
      )}
      {valid && lesson.status !== 'error' && course.status !== 'error' && (!lesson.data || !course.data) && <Loading />}
      {lesson.data && course.data && lesson.status !== 'error' && (
        <Lesson course={course.data} lesson={lesson.data} onRead={course.reload} />
      )}
    </section>
  );
}

function Lesson({ course, lesson, onRead }: { course: CourseDetail; lesson: CourseLesson; onRead: () => void }) {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const { busy, error, run } = useAction(() => undefined);
  const read = course.me?.readLessons.includes(lesson.position) ?? false;
  // A new lesson opened in place: the reader starts at its heading.
  useEffect(() => heading.current?.focus(), [lesson.position]);
  const nextPath = (quizOpen: boolean) =>
    withBack(
      lesson.next !== null
        ? pagePath(locale, 'courseLesson', { slug: course.slug, position: lesson.next })
        : pagePath(locale, quizOpen ? 'courseQuiz' : 'course', { slug: course.slug }),
      params,
    );
  const markRead = () =>
    void run(async () => {
      const { data } = await academyApi.markRead(request, course.slug, lesson.position);
      onRead();
      void navigate(nextPath(data.quizOpen));
    });
  return (
    <article className="content-page" data-testid="lesson-page">
      <p className="content-page__meta">
        {t('academy.lesson.title', { position: lesson.position })} · {course.lessons.length}
      </p>
      <h1 className="content-page__title" ref={heading} tabIndex={-1}>
        {lesson.title}
      </h1>
      {lesson.video && <LessonVideo video={lesson.video} title={lesson.title} />}
      <RichText html={lesson.body} testId="lesson-body" />
      {lesson.attachments.length > 0 && (
        <section aria-labelledby="lesson-attachments">
          <h2 id="lesson-attachments">{t('academy.lesson.attachments')}</h2>
          <ul className="activity__list documents">
            {lesson.attachments.map((a) => (
              <li key={a.url}>
                <a href={a.url} download={a.name}>
                  {a.name}
                </a>{' '}
                <span className="documents__size">{formatFileSize(locale, a.size)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <div className="lesson-page__actions">
        {read ? (
          <>
            <p data-testid="lesson-read">✓ {t('academy.lesson.read')}</p>
            <Link className="btn btn--primary" to={nextPath(course.me?.quizOpen ?? false)} data-testid="lesson-next">
              {t(lesson.next !== null ? 'academy.lesson.next' : course.quiz ? 'academy.lesson.toQuiz' : 'academy.lesson.toCourse')}
            </Link>
          </>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={markRead} data-testid="lesson-mark-read">
            {t(lesson.next !== null ? 'academy.lesson.markReadNext' : 'academy.lesson.markRead')}
          </button>
        )}
      </div>
    </article>
  );
}

/** Only for accounts that learn (course.learn): the rest see "no access" and the page asks the API nothing. */
export default function LessonPage() {
  return (
    <PageAccess page="courseLesson">
      <LessonPageContent />
    </PageAccess>
  );
}
