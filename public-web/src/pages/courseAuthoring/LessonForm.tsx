import { COURSE_LIMITS, UPLOAD_LIMITS, type AuthoredLesson, type LessonInput } from '@hashar/common';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FileInput } from '../../components/upload/FileInput';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { SubmitButton, TextField, focusControl, useSubmitGuard } from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSubformFailure } from './useSubformFailure';

const RichTextEditor = lazy(() => import('../../components/RichTextEditor'));
const FIELDS = ['titleRu', 'titleUz', 'bodyRu', 'bodyUz', 'video', 'attachments'] as const;
type LessonField = (typeof FIELDS)[number];
type Attachment = { key: string; name: string };

interface LessonFormProps {
  lesson: AuthoredLesson | null;
  /** Sends the lesson; rejects with the API's error (its field errors shown under the inputs). */
  onSave: (input: LessonInput) => Promise<void>;
  onCancel: () => void;
}

/** The watch address of a saved video (the form edits links, the API keeps provider and id). */
const videoLink = (video: AuthoredLesson['video']): string =>
  !video ? '' : video.provider === 'youtube' ? `https://youtu.be/${video.id}` : `https://vimeo.com/${video.id}`;

/** A lesson's form: title and text ru/uz, a video by its link, PDF attachments (course-attachment). */
export function LessonForm({ lesson, onSave, onCancel }: LessonFormProps) {
  const { t } = useI18n();
  const [titleRu, setTitleRu] = useState(lesson?.titleRu ?? '');
  const [titleUz, setTitleUz] = useState(lesson?.titleUz ?? '');
  const [bodyRu, setBodyRu] = useState(lesson?.bodyRu ?? '');
  const [bodyUz, setBodyUz] = useState(lesson?.bodyUz ?? '');
  const [video, setVideo] = useState(videoLink(lesson?.video ?? null));
  const [attachments, setAttachments] = useState<Attachment[]>(lesson?.attachments.map(({ key, name }) => ({ key, name })) ?? []);
  const { errors, setErrors, clear, fail, alert, alertRef, resetAlert } = useSubformFailure<LessonField>(FIELDS, 'lesson-message');
  const { busy, run } = useSubmitGuard();
  const uploader = useOrganizerUpload('course-attachment');
  const prefix = `lesson-${lesson?.id ?? 'new'}`;
  const full = attachments.length >= COURSE_LIMITS.attachmentsMax;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void run(async () => {
      resetAlert();
      if (!titleRu.trim()) {
        setErrors({ titleRu: t('courseAuthoring.form.required') });
        requestAnimationFrame(() => focusControl(`${prefix}-titleRu`));
        return;
      }
      try {
        await onSave({
          titleRu: titleRu.trim(),
          titleUz: titleUz.trim() || null,
          bodyRu,
          bodyUz: bodyUz.trim() ? bodyUz : null,
          video: video.trim() || null,
          attachments,
        });
      } catch (err) {
        const first = fail(err);
        requestAnimationFrame(() => (first && !first.startsWith('body') ? focusControl(`${prefix}-${first}`) : alertRef.current?.focus()));
      }
    });
  };

  return (
    <form className="form course-subform" onSubmit={onSubmit} noValidate data-testid="lesson-form">
      {alert}
      <TextField
        id={`${prefix}-titleRu`}
        label={t('courseAuthoring.lessons.titleRu')}
        value={titleRu}
        onValueChange={(v) => (setTitleRu(v), clear('titleRu'))}
        error={errors.titleRu}
        required
        maxLength={COURSE_LIMITS.titleMax}
      />
      <TextField
        id={`${prefix}-titleUz`}
        label={t('courseAuthoring.lessons.titleUz')}
        value={titleUz}
        onValueChange={(v) => (setTitleUz(v), clear('titleUz'))}
        error={errors.titleUz}
        hint={t('courseAuthoring.form.uzHint')}
        maxLength={COURSE_LIMITS.titleMax}
      />
      <Suspense fallback={<p className="muted">{t('courseAuthoring.form.editorLoading')}</p>}>
        <RichTextEditor
          id={`${prefix}-bodyRu`}
          label={t('courseAuthoring.lessons.bodyRu')}
          value={bodyRu}
          onChange={(html) => (setBodyRu(html), clear('bodyRu'))}
          error={errors.bodyRu}
        />
        <RichTextEditor
          id={`${prefix}-bodyUz`}
          label={t('courseAuthoring.lessons.bodyUz')}
          value={bodyUz}
          onChange={(html) => (setBodyUz(html), clear('bodyUz'))}
          error={errors.bodyUz}
          hint={t('courseAuthoring.form.uzHint')}
        />
      </Suspense>
      <TextField
        id={`${prefix}-video`}
        type="url"
        inputMode="url"
        label={t('courseAuthoring.lessons.video')}
        hint={t('courseAuthoring.lessons.videoHint')}
        value={video}
        onValueChange={(v) => (setVideo(v), clear('video'))}
        error={errors.video}
      />
      <FileInput
        id={`${prefix}-attachments`}
        label={t('courseAuthoring.lessons.attachments')}
        limits={uploader.limits}
        busy={uploader.busy}
        progress={uploader.progress}
        disabled={full}
        hint={t('courseAuthoring.lessons.attachmentsHint', {
          mb: UPLOAD_LIMITS.courseAttachment.maxBytes / 2 ** 20,
          max: COURSE_LIMITS.attachmentsMax,
        })}
        error={uploader.error ?? errors.attachments}
        onFile={(file) =>
          void uploader.upload(file).then((result) => {
            if (result) setAttachments((list) => [...list, { key: result.key, name: result.name }]);
          })
        }
      />
      {attachments.length ? (
        <ul className="course-attachments" data-testid="lesson-attachments">
          {attachments.map((file) => (
            <li key={file.key}>
              <span>{file.name}</span>{' '}
              <button
                type="button"
                className="btn btn--link"
                onClick={() => setAttachments((list) => list.filter((a) => a.key !== file.key))}
              >
                {t('courseAuthoring.lessons.attachmentRemove', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={t('courseAuthoring.form.saving')} data-testid="save-lesson">
          {t('courseAuthoring.lessons.save')}
        </SubmitButton>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('courseAuthoring.lessons.cancel')}
        </button>
      </div>
    </form>
  );
}
