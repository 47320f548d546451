import { COURSE_LEVELS, COURSE_LIMITS, UPLOAD_LIMITS, type AuthoredCourse, type CourseLevel } from '@hashar/common';
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { eventsApi } from '../../api/events';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  focusControl,
  hasErrors,
  splitServerErrors,
  useSubmitGuard,
} from '../../components/forms';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { useOwnerContext } from '../../activity/ownerContext';
import { CoverField } from '../organizer/parts/CoverField';
import { DirectionsField } from '../organizer/parts/DirectionsField';
import { COURSE_FIELDS, courseInput, courseValues, emptyCourse, validateCourse, type CourseErrors, type CourseValues } from './courseForm';

/** The one rich-text editor, in its own chunk (only the editing pages load it). */
const RichTextEditor = lazy(() => import('../../components/RichTextEditor'));
const EDITORS = new Set(['bodyRu', 'bodyUz', 'directionIds']);
const L = COURSE_LIMITS;

interface CourseFormProps {
  saved: AuthoredCourse | null;
  /** The course as the API answered it after a save. */
  onSaved: (course: AuthoredCourse) => void;
}

/** The course's own fields: texts ru/uz, cover, directions, level, length, listing, pass mark and attempts per day. */
export function CourseForm({ saved, onSaved }: CourseFormProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const owner = useOwnerContext();
  const [values, setValues] = useState<CourseValues>(() => (saved ? courseValues(saved) : emptyCourse()));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<CourseErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string; extra?: string[]; fix?: boolean } | null>(null);
  const { busy, run } = useSubmitGuard();
  const alertRef = useRef<HTMLDivElement>(null);
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const range = (min: number, max: number) => t('courseAuthoring.form.range', { min, max });
  const errors: CourseErrors = { ...(checked ? validateCourse(values, locale, range) : {}), ...serverErrors };

  const set = useCallback(<F extends keyof CourseValues>(field: F, value: CourseValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  const text = (field: 'titleRu' | 'titleUz' | 'summaryRu' | 'summaryUz' | 'estimatedMinutes' | 'passMark' | 'attemptsPerDay') => ({
    id: `course-${field}`,
    value: values[field],
    onValueChange: (v: string) => set(field, v),
    error: errors[field],
  });
  const focusField = (field: string) => {
    const id = `course-${field}`;
    if (EDITORS.has(field)) document.getElementById(id)?.focus();
    else focusControl(id);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setChecked(true);
      setServerErrors({});
      const first = COURSE_FIELDS.find((field) => validateCourse(values, locale, range)[field]);
      if (first) {
        setMessage({ tone: 'error', text: t('courseAuthoring.form.fixErrors'), fix: true });
        requestAnimationFrame(() => focusField(first));
        return;
      }
      try {
        const course = await courseAuthoringApi.save(request, saved?.id ?? null, courseInput(values), owner.groupId);
        setMessage(saved ? { tone: 'success', text: t('courseAuthoring.done.saved') } : null);
        onSaved(course);
        if (saved) requestAnimationFrame(() => alertRef.current?.focus());
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const { byField, other } = splitServerErrors(err.fields, COURSE_FIELDS);
        setServerErrors(byField);
        setMessage({ tone: 'error', text: err.status === 0 ? t('errors.network') : err.message, extra: other });
        const firstServer = COURSE_FIELDS.find((field) => byField[field]);
        requestAnimationFrame(() => (firstServer ? focusField(firstServer) : alertRef.current?.focus()));
      }
    });
  };
  // The "fix the fields" summary goes once the fields are fixed; the API's messages stay until the next save.
  const shown = message?.fix && !hasErrors(errors) ? null : message;

  return (
    <form className="form course-form" onSubmit={onSubmit} noValidate data-testid="course-form">
      {shown ? (
        <FormAlert ref={alertRef} tone={shown.tone} extra={shown.extra} testId="form-message">
          {shown.text}
        </FormAlert>
      ) : null}
      <TextField {...text('titleRu')} label={t('courseAuthoring.form.titleRu')} required maxLength={L.titleMax} />
      <TextField
        {...text('titleUz')}
        label={t('courseAuthoring.form.titleUz')}
        maxLength={L.titleMax}
        hint={t('courseAuthoring.form.uzHint')}
      />
      <TextAreaField {...text('summaryRu')} label={t('courseAuthoring.form.summaryRu')} required rows={3} maxLength={L.summaryMax} />
      <TextAreaField
        {...text('summaryUz')}
        label={t('courseAuthoring.form.summaryUz')}
        rows={3}
        maxLength={L.summaryMax}
        hint={t('courseAuthoring.form.uzHint')}
      />
      <Suspense fallback={<p className="muted">{t('courseAuthoring.form.editorLoading')}</p>}>
        <RichTextEditor
          id="course-bodyRu"
          label={t('courseAuthoring.form.bodyRu')}
          value={values.bodyRu}
          onChange={(html) => set('bodyRu', html)}
          error={errors.bodyRu}
        />
        <RichTextEditor
          id="course-bodyUz"
          label={t('courseAuthoring.form.bodyUz')}
          value={values.bodyUz}
          onChange={(html) => set('bodyUz', html)}
          error={errors.bodyUz}
          hint={t('courseAuthoring.form.uzHint')}
        />
      </Suspense>
      <CoverField
        id="course-cover"
        kind="course-cover"
        cover={values.cover ? { key: values.cover, name: '', url: values.cover } : null}
        onChange={(cover) => set('cover', cover?.url ?? null)}
        error={errors.cover}
        hint={t('courseAuthoring.form.coverHint', { mb: UPLOAD_LIMITS.courseCover.maxBytes / 2 ** 20 })}
      />
      <DirectionsField
        id="course-directionIds"
        directions={directions.data}
        failed={directions.status === 'error'}
        selected={values.directionIds}
        onChange={(ids) => set('directionIds', ids)}
        error={errors.directionIds}
      />
      <div className="course-form__grid">
        <SelectField
          id="course-level"
          label={t('courseAuthoring.form.level')}
          value={values.level}
          error={errors.level}
          onValueChange={(level) => set('level', level as CourseLevel)}
        >
          {COURSE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`courseAuthoring.form.level.${level}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...text('estimatedMinutes')}
          type="number"
          inputMode="numeric"
          min={1}
          max={L.minutesMax}
          required
          label={t('courseAuthoring.form.minutes')}
        />
        <TextField
          {...text('passMark')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          label={t('courseAuthoring.form.passMark')}
          hint={t('courseAuthoring.form.passMarkHint')}
        />
        <TextField
          {...text('attemptsPerDay')}
          type="number"
          inputMode="numeric"
          min={1}
          max={L.attemptsPerDayMax}
          required
          label={t('courseAuthoring.form.attempts')}
        />
      </div>
      <CheckboxField
        id="course-isListed"
        label={t('courseAuthoring.form.listed')}
        hint={t('courseAuthoring.form.listedHint')}
        checked={values.isListed}
        onCheckedChange={(on) => set('isListed', on)}
        error={errors.isListed}
      />
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={t('courseAuthoring.form.saving')} data-testid="save-course">
          {saved ? t('courseAuthoring.form.save') : t('courseAuthoring.form.createButton')}
        </SubmitButton>
      </div>
    </form>
  );
}
