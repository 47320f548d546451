import { fromTashkentInput, type ProjectDetail } from '@hashar/common';
import { projectForm } from './projectForm';

/** The project's part of the owner's form: what it sends and what it reads back. */
describe('the project form', () => {
  const values = {
    ...projectForm.empty(),
    titleRu: 'Чистый берег',
    descriptionRu: 'Уборка берега',
    directionIds: [2],
    regionId: '3',
    startsAt: '2026-12-01T09:00',
    endsAt: '2027-01-15T18:00',
    isNationwide: true,
    goalsRu: ' Очистить 5 км ',
    goalsUz: '',
    helpRu: 'Перчатки',
    helpUz: "Qo'lqop",
    places: '20',
    documents: [{ key: 'doc/plan.pdf', name: 'План.pdf', url: '/uploads/doc/plan.pdf', size: 10 }],
  };

  it('sends the project fields and nothing of the other kinds', () => {
    const input = projectForm.toInput(values);
    expect(input).toMatchObject({
      titleRu: 'Чистый берег',
      isNationwide: true,
      startsAt: fromTashkentInput('2026-12-01T09:00'),
      endsAt: fromTashkentInput('2027-01-15T18:00'),
      goalsRu: 'Очистить 5 км',
      goalsUz: null,
      helpRu: 'Перчатки',
      helpUz: "Qo'lqop",
      places: 20,
      documents: [{ key: 'doc/plan.pdf', name: 'План.pdf' }],
    });
    for (const other of ['sessions', 'capacity', 'vacancyKind', 'categoryId', 'isOnline', 'groupId'])
      expect(input).not.toHaveProperty(other);
  });

  it('reads a saved project back into the form', () => {
    const detail = {
      id: 7,
      titleRu: 'Чистый берег',
      titleUz: null,
      descriptionRu: 'Уборка',
      descriptionUz: null,
      directions: [{ id: 2 }],
      regionId: null,
      addressRu: null,
      addressUz: null,
      cover: '/uploads/covers/c.png',
      sessions: [],
      requiredCourses: [],
      startsAt: '2026-12-01T04:00:00.000Z',
      endsAt: '2027-01-15T13:00:00.000Z',
      isNationwide: true,
      goalsRu: 'Цели',
      goalsUz: 'Maqsadlar',
      helpRu: null,
      helpUz: null,
      places: 12,
      documents: [{ id: 1, name: 'План.pdf', url: '/uploads/doc/plan.pdf', size: 10, type: 'application/pdf' }],
    } as unknown as ProjectDetail;
    expect(projectForm.fromDetail(detail)).toMatchObject({
      startsAt: '2026-12-01T09:00',
      endsAt: '2027-01-15T18:00',
      isNationwide: true,
      goalsRu: 'Цели',
      goalsUz: 'Maqsadlar',
      helpRu: '',
      places: '12',
      cover: { key: 'covers/c.png' },
      documents: [{ key: 'doc/plan.pdf', name: 'План.pdf' }],
    });
  });
});
