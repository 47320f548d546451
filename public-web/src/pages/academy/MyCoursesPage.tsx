import { MY_COURSE_STATES, pagePath, type MyCourse, type MyCourseState } from '@hashar/common';
import { Link, useSearchParams } from 'react-router-dom';
import { academyApi } from '../../api/academy';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { Tabs } from '../../components/Tabs';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { choiceParam, pageParam } from '../../lib/queryParams';
import { useSession } from '../../session/SessionProvider';
import { VolunteerOnly, isParticipant } from '../volunteer/VolunteerOnly';
import { CourseCard } from './CourseCard';
import { CertificateButton } from '../certificates/CertificateButton';

/** `/{locale}/profile/volon/courses`: the learner's courses in progress and completed (the tab and page in the address). */
export default function MyCoursesPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const state: MyCourseState = choiceParam(params, 'state', MY_COURSE_STATES) || 'active';
  const page = pageParam(params);
  const title = t('academy.my.title');
  useDocumentTitle(title);
  const list = useLoad(
    (signal) => academyApi.mine(session.request, state, page, { signal }),
    `${locale}|${state}|${page}|${session.token}`,
    isParticipant(session.role),
  );
  const go = (next: { state?: MyCourseState; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.state ?? state;
    const p = next.page ?? 1;
    if (s !== 'active') query.set('state', s);
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };
  return (
    <VolunteerOnly title={title}>
      <section className="organizer">
        <h1>{title}</h1>
        <Tabs
          tabs={MY_COURSE_STATES}
          value={state}
          onChange={(s) => go({ state: s })}
          label={title}
          panelId="my-courses-panel"
          labelOf={(s) => t(`academy.my.${s}`)}
        />
        <div id="my-courses-panel" role="tabpanel" aria-labelledby={`tab-${state}`} className="organizer__panel">
          {list.status === 'error' && <LoadError onRetry={list.reload} />}
          {!list.data && list.status === 'loading' && <Loading />}
          {list.data && list.data.data.length === 0 && (
            <Empty
              testId="empty-list"
              action={
                <Link className="btn btn--primary" to={pagePath(locale, 'academy')}>
                  {t('academy.my.toCatalogue')}
                </Link>
              }
            >
              {t(`academy.my.empty.${state}`)}
            </Empty>
          )}
          {list.data && list.data.data.length > 0 && (
            <ul className="card-grid course-list" data-testid="my-courses">
              {list.data.data.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} footer={<MyPlace course={course} />} />
                </li>
              ))}
            </ul>
          )}
          {list.data && <Pager page={list.data.page} total={list.data.total} perPage={list.data.perPage} onPage={(p) => go({ page: p })} />}
        </div>
      </section>
    </VolunteerOnly>
  );
}

/** The learner's place in one of their courses: lessons read, or the completion and score. */
function MyPlace({ course }: { course: MyCourse }) {
  const { t, locale } = useI18n();
  if (course.completedAt)
    return (
      <div className="course-card__place course-card__place--done" data-testid="my-course-place">
        <span>
          ✓ {t('academy.my.completedAt', { date: formatDate(locale, course.completedAt) })}
          {course.score !== null && ` · ${course.score}%`}
        </span>
        <CertificateButton kind="course" courseId={course.id} />
      </div>
    );
  return (
    <p className="course-card__place" data-testid="my-course-place">
      {t('academy.my.lessonsRead', { read: course.lessonsRead, total: course.lessonCount })}
      <progress max={course.lessonCount || 1} value={course.lessonsRead} aria-hidden="true" />
    </p>
  );
}
