import type { AuthoredCourse } from '@hashar/common';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { inLocale } from './coursePages';
import { ItemsEditor } from './ItemsEditor';
import { QuestionForm } from './QuestionForm';

interface QuizEditorProps {
  course: AuthoredCourse;
  onChange: (course: AuthoredCourse) => void;
}

/** The course's final quiz: its questions with their options (the right ones marked), added, edited, deleted. */
export function QuizEditor({ course, onChange }: QuizEditorProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  return (
    <ItemsEditor
      kind="question"
      testId="quiz-editor"
      labels={{
        title: t('courseAuthoring.quiz.title'),
        lead: t('courseAuthoring.quiz.lead'),
        empty: t('courseAuthoring.quiz.empty'),
        add: t('courseAuthoring.quiz.add'),
        new: t('courseAuthoring.quiz.new'),
        edit: t('courseAuthoring.quiz.edit'),
        delete: t('courseAuthoring.quiz.delete'),
        editTitle: (n) => t('courseAuthoring.quiz.editTitle', { n }),
        confirmDelete: (text) => t('courseAuthoring.quiz.confirmDelete', { text }),
      }}
      items={course.questions}
      describe={(question, index) => {
        const name = inLocale(locale, question.textRu, question.textUz);
        return {
          name,
          summary: (
            <div className="course-item__title">
              <p>
                <span className="course-item__n">{index + 1}.</span> {name}{' '}
                <span className="muted">
                  ({t(question.multiple ? 'courseAuthoring.quiz.kindMultiple' : 'courseAuthoring.quiz.kindSingle')})
                </span>
              </p>
              <ul className="course-item__options">
                {question.options.map((o) => (
                  <li key={o.id} className={o.isCorrect ? 'course-item__option--right' : undefined}>
                    {o.isCorrect ? '✓ ' : '○ '}
                    {inLocale(locale, o.textRu, o.textUz)}
                  </li>
                ))}
              </ul>
            </div>
          ),
        };
      }}
      form={(question, done) => (
        <QuestionForm
          question={question}
          onCancel={done}
          onSave={async (input) => {
            onChange(await courseAuthoringApi.saveQuestion(request, course.id, question?.id ?? null, input));
            done();
          }}
        />
      )}
      remove={(question) => courseAuthoringApi.removeQuestion(request, course.id, question.id)}
      onChange={onChange}
    />
  );
}
