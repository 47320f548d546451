import { courseInput } from './input';
import { optionsRule } from './quizRules';

describe('a course as the back office sends it', () => {
  it('keeps only CourseInput: blanks as none, no pass mark as no quiz, listed unless unticked', () => {
    const input = courseInput({
      id: 7,
      moderation: 'approved',
      titleRu: 'Первая помощь',
      titleUz: ' ',
      summaryRu: 'Кратко',
      cover: '',
      level: 'beginner',
      estimatedMinutes: '45',
      passMark: '',
      attemptsPerDay: 3,
    });
    expect(input).toEqual({
      titleRu: 'Первая помощь',
      titleUz: null,
      summaryRu: 'Кратко',
      summaryUz: null,
      bodyRu: '',
      bodyUz: null,
      cover: null,
      directionIds: [],
      level: 'beginner',
      estimatedMinutes: 45,
      isListed: true,
      passMark: null,
      attemptsPerDay: 3,
    });
    expect(courseInput({ isListed: false, passMark: 80 })).toMatchObject({ isListed: false, passMark: 80, attemptsPerDay: 3 });
  });
});

describe("a quiz question's options", () => {
  const option = (isCorrect: boolean) => ({ textRu: 'Вариант', isCorrect });
  const check = (options: unknown, multiple = false) => optionsRule(options, { multiple }, {} as never);

  it('takes 2 to 8 options with a right one, exactly one on a single-choice question', () => {
    expect(check([option(true), option(false)])).toBeUndefined();
    expect(check([option(true), option(true)], true)).toBeUndefined();
    expect(check([option(true)])).toEqual({ message: 'hashar.courses.question.options', args: { min: 2, max: 8 } });
    expect(
      check(
        Array.from({ length: 9 }, () => option(true)),
        true,
      ),
    ).toMatchObject({ message: 'hashar.courses.question.options' });
    expect(check([option(false), option(false)])).toBe('hashar.courses.question.need_right');
    expect(check([option(true), option(true)])).toBe('hashar.courses.question.one_right');
  });
});
