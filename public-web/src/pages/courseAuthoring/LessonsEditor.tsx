import type { AuthoredCourse } from '@hashar/common';
import { useState } from 'react';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert } from '../../components/forms';
import { actionFailure } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { inLocale } from './coursePages';
import { LessonForm } from './LessonForm';

interface LessonsEditorProps {
  course: AuthoredCourse;
  onChange: (course: AuthoredCourse) => void;
}

/** The course's lessons in order: add, edit, delete, move up and down (each change answers the whole course). */
export function LessonsEditor({ course, onChange }: LessonsEditorProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lessons = course.lessons;

  const act = async (work: () => Promise<AuthoredCourse>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await work());
    } catch (err) {
      setError(actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="course-editor" aria-labelledby="lessons-title" data-testid="lessons-editor">
      <h2 id="lessons-title">{t('courseAuthoring.lessons.title')}</h2>
      {error ? (
        <FormAlert tone="error" testId="lessons-error">
          {error}
        </FormAlert>
      ) : null}
      {lessons.length === 0 ? <p className="muted">{t('courseAuthoring.lessons.empty')}</p> : null}
      <ol className="course-items">
        {lessons.map((lesson, index) => {
          const title = inLocale(locale, lesson.titleRu, lesson.titleUz);
          return (
            <li key={lesson.id} className="course-item" data-testid="lesson-item" data-id={lesson.id}>
              {editing === lesson.id ? (
                <>
                  <h3>{t('courseAuthoring.lessons.editTitle', { n: index + 1 })}</h3>
                  <LessonForm
                    lesson={lesson}
                    onCancel={() => setEditing(null)}
                    onSave={async (input) => {
                      onChange(await courseAuthoringApi.saveLesson(request, course.id, lesson.id, input));
                      setEditing(null);
                    }}
                  />
                </>
              ) : (
                <div className="course-item__row">
                  <p className="course-item__title">
                    <span className="course-item__n">{index + 1}.</span> {title}
                    {lesson.video ? <span className="muted"> · {t('courseAuthoring.lessons.hasVideo')}</span> : null}
                    {lesson.attachments.length ? (
                      <span className="muted"> · {t('courseAuthoring.lessons.files', { n: lesson.attachments.length })}</span>
                    ) : null}
                  </p>
                  <div className="course-item__actions">
                    <button
                      type="button"
                      className="btn btn--small btn--secondary"
                      aria-label={t('courseAuthoring.lessons.up', { title })}
                      disabled={busy || index === 0}
                      data-testid="lesson-up"
                      onClick={() => void act(() => courseAuthoringApi.moveLesson(request, course.id, lesson.id, 'up'))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--secondary"
                      aria-label={t('courseAuthoring.lessons.down', { title })}
                      disabled={busy || index === lessons.length - 1}
                      data-testid="lesson-down"
                      onClick={() => void act(() => courseAuthoringApi.moveLesson(request, course.id, lesson.id, 'down'))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--secondary"
                      disabled={busy}
                      data-testid="lesson-edit"
                      onClick={() => setEditing(lesson.id)}
                    >
                      {t('courseAuthoring.lessons.edit')}
                    </button>
                    <ConfirmButton
                      label={t('courseAuthoring.lessons.delete')}
                      question={t('courseAuthoring.lessons.confirmDelete', { title })}
                      busy={busy}
                      danger
                      testId="lesson-delete"
                      onConfirm={() => void act(() => courseAuthoringApi.removeLesson(request, course.id, lesson.id))}
                    />
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {editing === 'new' ? (
        <div className="course-item">
          <h3>{t('courseAuthoring.lessons.new')}</h3>
          <LessonForm
            lesson={null}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              onChange(await courseAuthoringApi.saveLesson(request, course.id, null, input));
              setEditing(null);
            }}
          />
        </div>
      ) : (
        <button type="button" className="btn btn--secondary" data-testid="lesson-add" onClick={() => setEditing('new')}>
          {t('courseAuthoring.lessons.add')}
        </button>
      )}
    </section>
  );
}
