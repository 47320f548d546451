import { COURSE_LIMITS, PAGE_SIZE_MAX, pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { academyApi } from '../../../api/academy';
import { FieldMessages, describedBy } from '../../../components/forms';
import { useLoad } from '../../../hooks/useLoad';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';

type Picked = { id: number; title: string };

/**
 * The academy's courses an applicant must have completed first (at most COURSE_LIMITS.requiredMax):
 * the catalogue's courses as checkboxes, the ones already required (an unlisted course of the
 * owner's among them) first, in the order they were picked.
 */
export function CoursesField({
  id,
  selected,
  onChange,
  error,
}: {
  id: string;
  selected: Picked[];
  onChange: (v: Picked[]) => void;
  error?: string;
}) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const catalogue = useLoad((signal) => academyApi.list(request, `perPage=${PAGE_SIZE_MAX}`, { signal }).then((r) => r.data), locale);
  const chosen = new Set(selected.map((c) => c.id));
  const options: Picked[] = [
    ...selected,
    ...(catalogue.data ?? []).filter((c) => !chosen.has(c.id)).map(({ id: courseId, title }) => ({ id: courseId, title })),
  ];
  const full = selected.length >= COURSE_LIMITS.requiredMax;
  const toggle = (course: Picked, on: boolean) => onChange(on ? [...selected, course] : selected.filter((c) => c.id !== course.id));
  const hint =
    catalogue.status === 'error' ? t('organizer.form.coursesFailed') : t('organizer.form.coursesHint', { max: COURSE_LIMITS.requiredMax });
  return (
    <fieldset
      id={id}
      className={`fieldset${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, { hint, error })}
      aria-invalid={error ? true : undefined}
      data-testid="courses-field"
    >
      <legend className="field__label">{t('organizer.form.courses')}</legend>
      {options.length === 0 && catalogue.status === 'ok' ? (
        <p className="muted">
          {t('organizer.form.coursesNone')} <Link to={pagePath(locale, 'academy')}>{t('organizer.form.coursesCatalogue')}</Link>
        </p>
      ) : (
        <ul className="courses-list">
          {options.map((course) => (
            <li key={course.id} className="checkbox">
              <input
                id={`${id}-${course.id}`}
                type="checkbox"
                className="checkbox__input"
                checked={chosen.has(course.id)}
                disabled={full && !chosen.has(course.id)}
                onChange={(event) => toggle(course, event.target.checked)}
              />
              <label className="checkbox__label" htmlFor={`${id}-${course.id}`}>
                {course.title}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
