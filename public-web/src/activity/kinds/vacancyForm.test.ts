import { fromTashkentInput, type VacancyDetail } from '@hashar/common';
import { vacancyForm } from './vacancyForm';

/** The vacancy's part of the owner's form: what it sends and what it reads back. */
describe('the vacancy form', () => {
  const values = {
    ...vacancyForm.empty(),
    titleRu: 'Стажёр-юрист',
    descriptionRu: 'Помощь юристам',
    directionIds: [4],
    vacancyKind: 'internship' as const,
    dutiesRu: ' Готовить справки ',
    pay: 'stipend' as const,
    amount: '1500000',
    durationRu: '3 месяца',
    deadline: '2026-12-01T18:00',
    places: '2',
  };

  it('sends the amount unless unpaid and the duration only for internships', () => {
    expect(vacancyForm.toInput(values)).toMatchObject({
      vacancyKind: 'internship',
      dutiesRu: 'Готовить справки',
      dutiesUz: null,
      pay: 'stipend',
      amount: 1500000,
      durationRu: '3 месяца',
      deadline: fromTashkentInput('2026-12-01T18:00'),
      places: 2,
    });
    expect(vacancyForm.toInput({ ...values, pay: 'unpaid', vacancyKind: 'vacancy' })).toMatchObject({
      amount: null,
      durationRu: null,
      durationUz: null,
    });
    expect(vacancyForm.toInput({ ...values, deadline: '' }).deadline).toBeNull();
  });

  it('checks only the fields every kind has', () => {
    expect(vacancyForm.validate(values, 'ru')).toEqual({});
    expect(Object.keys(vacancyForm.validate(vacancyForm.empty(), 'ru')).sort()).toEqual(['descriptionRu', 'directionIds', 'titleRu']);
  });

  it('reads a saved vacancy back into the form', () => {
    const detail = {
      id: 5,
      titleRu: 'Стажёр-юрист',
      titleUz: null,
      descriptionRu: 'Помощь',
      descriptionUz: null,
      directions: [{ id: 4 }],
      regionId: 2,
      addressRu: null,
      addressUz: null,
      cover: null,
      sessions: [],
      requiredCourses: [],
      vacancyKind: 'internship',
      dutiesRu: 'Справки',
      dutiesUz: null,
      requirementsRu: null,
      requirementsUz: null,
      scheduleRu: null,
      scheduleUz: null,
      pay: 'stipend',
      amount: 1500000,
      durationRu: '3 месяца',
      durationUz: null,
      isRemote: true,
      deadline: '2026-12-01T13:00:00.000Z',
      places: null,
    } as unknown as VacancyDetail;
    expect(vacancyForm.fromDetail(detail)).toMatchObject({
      regionId: '2',
      vacancyKind: 'internship',
      dutiesRu: 'Справки',
      dutiesUz: '',
      pay: 'stipend',
      amount: '1500000',
      durationRu: '3 месяца',
      isRemote: true,
      deadline: '2026-12-01T18:00',
      places: '',
    });
  });
});
