import type { AuthoredCourse } from '@hashar/common';
import { useState } from 'react';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert } from '../../components/forms';
import { actionFailure } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { inLocale } from './coursePages';
import { QuestionForm } from './QuestionForm';

interface QuizEditorProps {
  course: AuthoredCourse;
  onChange: (course: AuthoredCourse) => void;
}

/** The course's final quiz: its questions with their options (the right ones marked), added, edited, deleted. */
export function QuizEditor({ course, onChange }: QuizEditorProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (questionId: number) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await courseAuthoringApi.removeQuestion(request, course.id, questionId));
    } catch (err) {
      setError(actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="course-editor" aria-labelledby="quiz-title" data-testid="quiz-editor">
      <h2 id="quiz-title">{t('courseAuthoring.quiz.title')}</h2>
      <p className="muted">{t('courseAuthoring.quiz.lead')}</p>
      {error ? (
        <FormAlert tone="error" testId="quiz-error">
          {error}
        </FormAlert>
      ) : null}
      {course.questions.length === 0 ? <p className="muted">{t('courseAuthoring.quiz.empty')}</p> : null}
      <ol className="course-items">
        {course.questions.map((question, index) => {
          const text = inLocale(locale, question.textRu, question.textUz);
          return (
            <li key={question.id} className="course-item" data-testid="question-item" data-id={question.id}>
              {editing === question.id ? (
                <>
                  <h3>{t('courseAuthoring.quiz.editTitle', { n: index + 1 })}</h3>
                  <QuestionForm
                    question={question}
                    onCancel={() => setEditing(null)}
                    onSave={async (input) => {
                      onChange(await courseAuthoringApi.saveQuestion(request, course.id, question.id, input));
                      setEditing(null);
                    }}
                  />
                </>
              ) : (
                <div className="course-item__row">
                  <div className="course-item__title">
                    <p>
                      <span className="course-item__n">{index + 1}.</span> {text}{' '}
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
                  <div className="course-item__actions">
                    <button
                      type="button"
                      className="btn btn--small btn--secondary"
                      disabled={busy}
                      data-testid="question-edit"
                      onClick={() => setEditing(question.id)}
                    >
                      {t('courseAuthoring.quiz.edit')}
                    </button>
                    <ConfirmButton
                      label={t('courseAuthoring.quiz.delete')}
                      question={t('courseAuthoring.quiz.confirmDelete', { text })}
                      busy={busy}
                      danger
                      testId="question-delete"
                      onConfirm={() => void remove(question.id)}
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
          <h3>{t('courseAuthoring.quiz.new')}</h3>
          <QuestionForm
            question={null}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              onChange(await courseAuthoringApi.saveQuestion(request, course.id, null, input));
              setEditing(null);
            }}
          />
        </div>
      ) : (
        <button type="button" className="btn btn--secondary" data-testid="question-add" onClick={() => setEditing('new')}>
          {t('courseAuthoring.quiz.add')}
        </button>
      )}
    </section>
  );
}
