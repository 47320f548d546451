import type { AuthoredCourse } from '@hashar/common';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { inLocale } from './coursePages';
import { ItemsEditor } from './ItemsEditor';
import { LessonForm } from './LessonForm';

interface LessonsEditorProps {
  course: AuthoredCourse;
  onChange: (course: AuthoredCourse) => void;
}

/** The course's lessons in order: add, edit, delete, move up and down (each change answers the whole course). */
export function LessonsEditor({ course, onChange }: LessonsEditorProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  return (
    <ItemsEditor
      kind="lesson"
      testId="lessons-editor"
      labels={{
        title: t('courseAuthoring.lessons.title'),
        empty: t('courseAuthoring.lessons.empty'),
        add: t('courseAuthoring.lessons.add'),
        new: t('courseAuthoring.lessons.new'),
        edit: t('courseAuthoring.lessons.edit'),
        delete: t('courseAuthoring.lessons.delete'),
        editTitle: (n) => t('courseAuthoring.lessons.editTitle', { n }),
        confirmDelete: (title) => t('courseAuthoring.lessons.confirmDelete', { title }),
        up: (title) => t('courseAuthoring.lessons.up', { title }),
        down: (title) => t('courseAuthoring.lessons.down', { title }),
      }}
      items={course.lessons}
      describe={(lesson, index) => {
        const name = inLocale(locale, lesson.titleRu, lesson.titleUz);
        return {
          name,
          summary: (
            <p className="course-item__title">
              <span className="course-item__n">{index + 1}.</span> {name}
              {lesson.video ? <span className="muted"> · {t('courseAuthoring.lessons.hasVideo')}</span> : null}
              {lesson.attachments.length ? (
                <span className="muted"> · {t('courseAuthoring.lessons.files', { n: lesson.attachments.length })}</span>
              ) : null}
            </p>
          ),
        };
      }}
      form={(lesson, done) => (
        <LessonForm
          lesson={lesson}
          onCancel={done}
          onSave={async (input) => {
            onChange(await courseAuthoringApi.saveLesson(request, course.id, lesson?.id ?? null, input));
            done();
          }}
        />
      )}
      move={(lesson, direction) => courseAuthoringApi.moveLesson(request, course.id, lesson.id, direction)}
      remove={(lesson) => courseAuthoringApi.removeLesson(request, course.id, lesson.id)}
      onChange={onChange}
    />
  );
}
