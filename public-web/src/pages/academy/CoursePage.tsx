import { isAllowed, pagePath, type CourseDetail } from '@hashar/common';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { loginLink } from '../../activity/sessionAction';
import { academyApi } from '../../api/academy';
import { FormAlert } from '../../components/forms';
import { Picture } from '../../components/Picture';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { ContentFrame } from '../news/ContentFrame';
import { RichText } from '../news/RichText';
import { CertificateButton } from '../certificates/CertificateButton';
import { backPath } from './academyQuery';
import { CourseFacts } from './CourseCard';
import { firstUnread, withBack } from './progress';
import './academy.css';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The course's slug in the address ('' when malformed: the page says not found without asking the API). */
export function useCourseSlug(): string {
  const raw = useParams()['slug'] ?? '';
  return raw.length <= 120 && SLUG.test(raw) ? raw : '';
}

/** `/{locale}/academy/{slug}`: a course, its lessons and quiz, and the reader's place in it. */
export default function CoursePage() {
  const { locale, t } = useI18n();
  const { request, token } = useSession();
  const slug = useCourseSlug();
  const loaded = useLoad(
    (signal) => academyApi.detail(request, slug, { signal }).then((r) => r.data),
    `${locale}|${slug}|${token}`,
    slug !== '',
  );
  useDocumentTitle(loaded.data?.title ?? t('academy.title'));
  return (
    <ContentFrame
      back={{ to: pagePath(locale, 'academy'), label: t('academy.course.back') }}
      loaded={loaded}
      invalid={slug === ''}
      notFound={{ title: t('academy.title'), text: t('academy.course.notFound'), testId: 'course-not-found' }}
    >
      {(course) => <Course course={course} onChanged={loaded.reload} />}
    </ContentFrame>
  );
}

function Course({ course, onChanged }: { course: CourseDetail; onChanged: () => void }) {
  const { locale, t } = useI18n();
  return (
    <article className="content-page course-page" data-testid="course-page">
      <CourseFacts course={course} />
      <h1 className="content-page__title">{course.title}</h1>
      <p className="content-page__owner" data-testid="course-author">
        {t('academy.course.by')}: {course.author.name}
      </p>
      {!course.isListed && <p className="muted">{t('academy.course.unlisted')}</p>}
      {course.cover && <Picture className="content-page__cover" src={course.cover} sizes="page" width={1200} height={675} eager />}
      <div className="course-page__layout">
        <div className="course-page__main">
          {course.summary && !course.body.includes(course.summary) && <p className="course-page__summary">{course.summary}</p>}
          <RichText html={course.body} testId="course-body" />
          <DirectionChips directions={course.directions} />
          <Lessons course={course} />
          {course.quiz && (
            <section aria-labelledby="course-quiz-title">
              <h2 id="course-quiz-title">{t('academy.course.quizTitle')}</h2>
              <QuizTerms course={course} />
            </section>
          )}
        </div>
        <aside className="course-page__side" aria-label={t('academy.course.progressTitle')}>
          <Progress course={course} onChanged={onChanged} />
        </aside>
      </div>
      <p>
        <Link to={pagePath(locale, 'academy')}>← {t('academy.course.back')}</Link>
      </p>
    </article>
  );
}

/** The quiz's terms: questions, pass mark, attempts a day. */
function QuizTerms({ course }: { course: CourseDetail }) {
  const { plural, t } = useI18n();
  if (!course.quiz) return null;
  return (
    <p>
      {plural('academy.course.quizTerms', course.quiz.questionCount, { mark: course.quiz.passMark })}{' '}
      {t('academy.course.attemptsPerDay', { count: course.quiz.attemptsPerDay })}
    </p>
  );
}

/** The lessons in order: a link to each one the reader may open (read ones and the next), the rest locked. */
function Lessons({ course }: { course: CourseDetail }) {
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const me = course.me;
  const next = me?.enrolled ? firstUnread(course, me) : null;
  return (
    <section aria-labelledby="course-lessons-title">
      <h2 id="course-lessons-title">{t('academy.course.lessonsTitle')}</h2>
      <ol className="course-lessons" data-testid="course-lessons">
        {course.lessons.map((lesson) => {
          const read = me?.readLessons.includes(lesson.position) ?? false;
          const open = me?.enrolled && (read || lesson.position === next);
          return (
            <li key={lesson.position} className={`course-lessons__item${read ? ' course-lessons__item--read' : ''}`}>
              {open ? (
                <Link to={withBack(pagePath(locale, 'courseLesson', { slug: course.slug, position: lesson.position }), params)}>
                  {lesson.title}
                </Link>
              ) : (
                <span>{lesson.title}</span>
              )}
              {read && <span className="course-lessons__state">✓ {t('academy.course.lessonRead')}</span>}
              {me?.enrolled && !read && !open && <span className="course-lessons__state muted">{t('academy.course.lessonLocked')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The reader's place: sign in, enrol, continue, take the quiz, or the completion (and the way back to the activity that required it). */
function Progress({ course, onChanged }: { course: CourseDetail; onChanged: () => void }) {
  const { locale, t } = useI18n();
  const { request, role } = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { busy, error, run } = useAction(onChanged);
  const me = course.me;
  const back = backPath(params, locale);
  const lessonHref = (position: number) => withBack(pagePath(locale, 'courseLesson', { slug: course.slug, position }), params);
  if (!role)
    return (
      <div className="course-progress" data-testid="course-progress">
        <Link className="btn btn--primary" to={loginLink(locale, pathname + search)} data-testid="course-login">
          {t('academy.course.login')}
        </Link>
      </div>
    );
  if (!isAllowed({ role }, 'course.learn'))
    return (
      <div className="course-progress" data-testid="course-progress">
        <p className="muted">{t('academy.course.notLearner')}</p>
      </div>
    );
  if (me?.completedAt)
    return (
      <div className="course-progress course-progress--done" data-testid="course-progress">
        <p className="course-progress__done" data-testid="course-completed">
          ✓ {t('academy.course.completed', { date: formatDate(locale, me.completedAt) })}
        </p>
        {me.score !== null && <p>{t('academy.course.score', { score: me.score })}</p>}
        <CertificateButton kind="course" courseId={course.id} />
        {back && (
          <>
            <p>{t('academy.course.back.hint')}</p>
            <Link className="btn btn--primary" to={back} data-testid="course-back">
              {t('academy.course.back.activity')}
            </Link>
          </>
        )}
      </div>
    );
  if (!me?.enrolled) {
    const enrol = () =>
      void run(async () => {
        await academyApi.enrol(request, course.slug);
        if (course.lessons.length) void navigate(lessonHref(course.lessons[0]!.position));
      });
    return (
      <div className="course-progress" data-testid="course-progress">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <button type="button" className="btn btn--primary" disabled={busy} onClick={enrol} data-testid="course-enrol">
          {t('academy.course.enrol')}
        </button>
      </div>
    );
  }
  const next = firstUnread(course, me);
  return (
    <div className="course-progress" data-testid="course-progress">
      <p>{t('academy.course.progress', { read: me.readLessons.length, total: course.lessons.length })}</p>
      <progress max={course.lessons.length || 1} value={me.readLessons.length} aria-hidden="true" />
      {next !== null && (
        <Link className="btn btn--primary" to={lessonHref(next)} data-testid="course-continue">
          {me.readLessons.length ? t('academy.course.continue', { position: next }) : t('academy.course.start')}
        </Link>
      )}
      {next === null && course.quiz && me.quizOpen && me.attemptsLeftToday !== 0 && (
        <>
          <Link
            className="btn btn--primary"
            to={withBack(pagePath(locale, 'courseQuiz', { slug: course.slug }), params)}
            data-testid="course-take-quiz"
          >
            {t('academy.course.takeQuiz')}
          </Link>
          {me.attemptsLeftToday !== null && <p className="muted">{t('academy.course.attemptsLeft', { count: me.attemptsLeftToday })}</p>}
        </>
      )}
      {next === null && course.quiz && me.attemptsLeftToday === 0 && (
        <p data-testid="course-no-attempts">{t('academy.course.noAttempts')}</p>
      )}
      {next !== null && course.quiz && <p className="muted">{t('academy.course.quizAfterLessons')}</p>}
    </div>
  );
}
