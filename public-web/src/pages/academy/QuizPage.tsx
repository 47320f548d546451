import { pagePath, type CourseDetail, type QuizAttempt, type QuizResult } from '@hashar/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { academyApi } from '../../api/academy';
import { FormAlert } from '../../components/forms';
import { LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { PageAccess } from '../../session/PageAccess';
import { backPath } from './academyQuery';
import { CertificateButton } from '../certificates/CertificateButton';
import { useCourseSlug } from './CoursePage';
import { withBack } from './progress';
import './academy.css';

/** `/{locale}/academy/{slug}/quiz`: the course's final quiz — start an attempt, answer, finish, see the result. */
function QuizPageContent() {
  const { locale, t } = useI18n();
  const { request, token } = useSession();
  const slug = useCourseSlug();
  const [params] = useSearchParams();
  const course = useLoad(
    (signal) => academyApi.detail(request, slug, { signal }).then((r) => r.data),
    `${locale}|${slug}|${token}`,
    slug !== '',
  );
  const title = course.data ? t('academy.quiz.title', { course: course.data.title }) : t('academy.course.quizTitle');
  useDocumentTitle(title);
  const coursePath = slug ? withBack(pagePath(locale, 'course', { slug }), params) : pagePath(locale, 'academy');
  return (
    <section className="content-wrap quiz-page" data-testid="quiz-page">
      <p>
        <Link to={coursePath}>← {course.data?.title ?? t('academy.lesson.toCourse')}</Link>
      </p>
      <h1>{title}</h1>
      {(slug === '' || course.errorStatus === 404) && <FormAlert tone="error">{t('academy.course.notFound')}</FormAlert>}
      {course.status === 'error' && course.errorStatus !== 404 && <LoadError onRetry={course.reload} />}
      {!course.data && course.status === 'loading' && <Loading />}
      {course.data && <Quiz course={course.data} onChanged={course.reload} />}
    </section>
  );
}

/** The quiz's state: closed (with why), ready to start, an attempt under way, or its result. */
function Quiz({ course, onChanged }: { course: CourseDetail; onChanged: () => void }) {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const [params] = useSearchParams();
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const [result, setResult] = useState<{ attempt: QuizAttempt; result: QuizResult } | null>(null);
  const { busy, error, run } = useAction(() => undefined);
  const coursePath = withBack(pagePath(locale, 'course', { slug: course.slug }), params);
  const start = () =>
    void run(async () => {
      const { data } = await academyApi.startAttempt(request, course.slug);
      setResult(null);
      setAttempt(data);
    });
  if (result) return <Result course={course} {...result} onRetry={start} busy={busy} error={error} />;
  if (attempt)
    return (
      <AttemptForm
        attempt={attempt}
        onDone={(r) => {
          setResult({ attempt, result: r });
          setAttempt(null);
          onChanged();
        }}
        slug={course.slug}
      />
    );
  const me = course.me;
  const closed = !course.quiz ? null : me?.completedAt ? 'done' : !me?.quizOpen ? 'lessons' : me.attemptsLeftToday === 0 ? 'limit' : null;
  return (
    <div className="quiz-intro">
      {course.quiz && (
        <p>
          {t('academy.quiz.intro')} {t('academy.course.attemptsLeft', { count: me?.attemptsLeftToday ?? 0 })}
        </p>
      )}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {closed === 'lessons' && <FormAlert tone="info">{t('academy.course.quizAfterLessons')}</FormAlert>}
      {closed === 'limit' && <FormAlert tone="info">{t('academy.course.noAttempts')}</FormAlert>}
      {closed === 'done' && me?.completedAt && <FormAlert tone="success">{t('academy.quiz.passed', { score: me.score ?? 100 })}</FormAlert>}
      {course.quiz && closed === null ? (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={start} data-testid="quiz-start">
          {t('academy.quiz.start')}
        </button>
      ) : (
        <Link className="btn btn--secondary" to={coursePath}>
          {t('academy.lesson.toCourse')}
        </Link>
      )}
    </div>
  );
}

/** One attempt's questions in its order: a radio group per single-choice question, checkboxes per multiple-choice one. */
function AttemptForm({ attempt, slug, onDone }: { attempt: QuizAttempt; slug: string; onDone: (result: QuizResult) => void }) {
  const { t } = useI18n();
  const { request } = useSession();
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const { busy, error, run } = useAction(() => undefined);
  const first = useRef<HTMLFieldSetElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);
  const unanswered = attempt.questions.filter((q) => !chosen[q.id]?.length).length;
  const pick = (questionId: number, optionId: number, multiple: boolean, on: boolean) =>
    setChosen((c) => {
      const now = c[questionId] ?? [];
      return { ...c, [questionId]: multiple ? (on ? [...now, optionId] : now.filter((id) => id !== optionId)) : [optionId] };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answers = attempt.questions.filter((q) => chosen[q.id]?.length).map((q) => ({ questionId: q.id, optionIds: chosen[q.id]! }));
    void run(async () => onDone((await academyApi.finishAttempt(request, slug, attempt.id, answers)).data));
  };
  return (
    <form className="quiz" onSubmit={submit} data-testid="quiz-form">
      {attempt.questions.map((q, i) => (
        <fieldset key={q.id} className="quiz__question" ref={i === 0 ? first : undefined} data-testid="quiz-question">
          <legend>
            <span className="quiz__number">{t('academy.quiz.question', { n: i + 1, total: attempt.questions.length })}</span>
            <span className="quiz__text">{q.text}</span>
            <span className="quiz__hint muted">{t(q.multiple ? 'academy.quiz.multiple' : 'academy.quiz.single')}</span>
          </legend>
          {q.options.map((o) => (
            <label key={o.id} className="quiz__option">
              <input
                type={q.multiple ? 'checkbox' : 'radio'}
                name={`question-${q.id}`}
                value={o.id}
                checked={chosen[q.id]?.includes(o.id) ?? false}
                onChange={(e) => pick(q.id, o.id, q.multiple, e.target.checked)}
              />
              <span>{o.text}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {unanswered > 0 && (
        <p className="muted" aria-live="polite">
          {t('academy.quiz.unanswered', { count: unanswered })}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="quiz-finish">
        {t('academy.quiz.finish')}
      </button>
    </form>
  );
}

/** The attempt's result: passed or not, the score, which questions (by their number in this attempt) were wrong, and what next. */
function Result({
  course,
  attempt,
  result,
  onRetry,
  busy,
  error,
}: {
  course: CourseDetail;
  attempt: QuizAttempt;
  result: QuizResult;
  onRetry: () => void;
  busy: boolean;
  error?: string;
}) {
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const back = backPath(params, locale);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  const wrong = attempt.questions.flatMap((q, i) => (result.wrongQuestionIds.includes(q.id) ? [i + 1] : []));
  return (
    <div className="quiz-result" data-testid="quiz-result">
      <FormAlert tone={result.passed ? 'success' : 'error'} ref={alert} testId={result.passed ? 'quiz-passed' : 'quiz-failed'}>
        {result.passed
          ? t('academy.quiz.passed', { score: result.score })
          : t('academy.quiz.failed', { score: result.score, mark: result.passMark })}
      </FormAlert>
      {wrong.length > 0 && <p data-testid="quiz-wrong">{t('academy.quiz.wrong', { list: wrong.join(', ') })}</p>}
      {result.completion && result.completion.points > 0 && <p>{t('academy.quiz.points', { count: result.completion.points })}</p>}
      {result.completion && <CertificateButton kind="course" courseId={course.id} />}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <div className="quiz-result__actions">
        {!result.passed && result.attemptsLeftToday > 0 && (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={onRetry} data-testid="quiz-retry">
            {t('academy.quiz.retry')}
          </button>
        )}
        {!result.passed && result.attemptsLeftToday === 0 && <p>{t('academy.course.noAttempts')}</p>}
        {result.passed && back && (
          <Link className="btn btn--primary" to={back} data-testid="course-back">
            {t('academy.course.back.activity')}
          </Link>
        )}
        <Link className="btn btn--secondary" to={withBack(pagePath(locale, 'course', { slug: course.slug }), params)}>
          {t('academy.lesson.toCourse')}
        </Link>
      </div>
    </div>
  );
}

/** Only for accounts that learn (course.learn): the rest see "no access" and the page asks the API nothing. */
export default function QuizPage() {
  return (
    <PageAccess page="courseQuiz">
      <QuizPageContent />
    </PageAccess>
  );
}
