import { pagePath, type CourseCard as CourseCardDto } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { Picture } from '../../components/Picture';
import { useI18n } from '../../i18n';
import '../../components/content/content.css';
import './academy.css';

/** A course's facts in one line: level, length, lessons, whether a test ends it. */
export function CourseFacts({ course }: { course: CourseCardDto }) {
  const { t, plural } = useI18n();
  return (
    <p className="course-facts">
      <span className={`content-badge course-level course-level--${course.level}`}>{t(`academy.level.${course.level}`)}</span>
      <span>{plural('academy.minutes', course.estimatedMinutes)}</span>
      <span>{plural('academy.lessons', course.lessonCount)}</span>
      {course.hasQuiz && <span>{t('academy.withQuiz')}</span>}
    </p>
  );
}

/** A course in a list (the catalogue, the learner's courses): cover, title, facts, author, summary; `footer` adds the learner's place. */
export function CourseCard({ course, footer }: { course: CourseCardDto; footer?: ReactNode }) {
  const { locale } = useI18n();
  const href = pagePath(locale, 'course', { slug: course.slug });
  return (
    <article className="content-card course-card" data-testid="course-card">
      {course.cover && (
        <Link to={href} className="content-card__cover" tabIndex={-1} aria-hidden="true">
          <Picture className="content-card__image" src={course.cover} sizes="card" width={640} height={360} />
        </Link>
      )}
      <div className="content-card__body">
        <CourseFacts course={course} />
        <h3 className="content-card__title">
          <Link to={href}>{course.title}</Link>
        </h3>
        <p className="course-card__author">{course.author.name}</p>
        {course.summary && <p className="content-card__text">{course.summary}</p>}
        <DirectionChips directions={course.directions} />
        {footer}
      </div>
    </article>
  );
}
