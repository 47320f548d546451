import { pagePath, type RequiredCourse } from '@hashar/common';
import { Link, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n';

/** The address of a required course that brings the reader back to `returnTo` (this activity, its shift) once passed. */
export function courseLink(locale: string, course: RequiredCourse, returnTo: string): string {
  return `${pagePath(locale, 'course', { slug: course.slug })}?${new URLSearchParams({ back: returnTo }).toString()}`;
}

/** The courses an activity requires before applying, each with the reader's completion and a link to it. */
export function RequiredCourses({ courses, kind }: { courses: readonly RequiredCourse[]; kind: string }) {
  const { locale, t } = useI18n();
  const { pathname } = useLocation();
  if (!courses.length) return null;
  return (
    <section aria-labelledby={`${kind}-courses`} data-testid="required-courses">
      <h2 id={`${kind}-courses`}>{t('events.courses.title')}</h2>
      <p>{t('events.courses.intro')}</p>
      <ul className="activity__list">
        {courses.map((course) => (
          <li key={course.id}>
            <Link to={courseLink(locale, course, pathname)}>{course.title}</Link>{' '}
            {course.completed ? (
              <span className="state-badge state-badge--approved">✓ {t('events.courses.done')}</span>
            ) : (
              <span className="muted">{t('events.courses.todo')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Instead of the apply button while a required course is not completed: "complete «…» first" and
 * the link to it, which comes back to `returnTo` (the shift) after passing.
 */
export function CourseFirst({ course, returnTo }: { course: RequiredCourse; returnTo: string }) {
  const { locale, t } = useI18n();
  return (
    <p className="activity__course-first" data-testid="course-first">
      {t('events.courses.first', { title: course.title })}{' '}
      <Link className="btn btn--primary btn--small" to={courseLink(locale, course, returnTo)} data-testid="course-first-link">
        {t('events.courses.open')}
      </Link>
    </p>
  );
}
