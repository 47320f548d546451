import type { AuthoredCourseCard } from '@hashar/common';
import { useRecordContext, useTranslate } from 'react-admin';

/** The quiz's terms as a reader meets them ("Тест: 5 вопр., проходной балл 70%…"), or "no quiz" without a pass mark or a question. */
export const QuizTerms = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<AuthoredCourseCard>();
  const translate = useTranslate();
  if (!record) return null;
  const text =
    record.passMark !== null && record.questionCount > 0
      ? translate('hashar.courses.quiz_terms', { count: record.questionCount, passMark: record.passMark, attempts: record.attemptsPerDay })
      : translate('hashar.courses.no_quiz');
  return <span data-testid="course-quiz-terms">{text}</span>;
};
