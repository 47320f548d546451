import { courseInput, emptyCourse, validateCourse } from './courseForm';

const range = (min: number, max: number) => `${min}..${max}`;

describe('the course form', () => {
  it('sends the API numbers, empty Uzbek texts as none and an empty pass mark as no quiz', () => {
    const input = courseInput({
      ...emptyCourse(),
      titleRu: ' Первая помощь ',
      summaryRu: 'Коротко',
      titleUz: '  ',
      passMark: '',
      estimatedMinutes: '45',
    });
    expect(input).toMatchObject({
      titleRu: 'Первая помощь',
      titleUz: null,
      summaryUz: null,
      passMark: null,
      estimatedMinutes: 45,
      attemptsPerDay: 3,
    });
  });

  it('says under each field what the API would refuse: a short title, no summary, numbers out of range', () => {
    const errors = validateCourse({ ...emptyCourse(), titleRu: 'Ab', passMark: '120', attemptsPerDay: '0' }, 'ru', range);
    expect(Object.keys(errors).sort()).toEqual(['attemptsPerDay', 'passMark', 'summaryRu', 'titleRu']);
    expect(errors.passMark).toBe('1..100');
    expect(validateCourse({ ...emptyCourse(), titleRu: 'Курс', summaryRu: 'Коротко', passMark: '' }, 'uz', range)).toEqual({});
  });
});
