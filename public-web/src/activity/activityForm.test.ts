import { EVENT_LIMITS, TASK_LIMITS, validationMessage, type EventDetail, type TaskDetail, fromTashkentInput } from '@hashar/common';
import { firstErrorKey, serverFieldErrors } from './activityRules';
import { eventForm, type EventValues } from './kinds/eventForm';
import { taskForm, type TaskValues } from './kinds/taskForm';
import { visitForm } from './kinds/visitForm';

const required = validationMessage('ru', 'required');

function filled(): EventValues {
  const values = eventForm.empty();
  return {
    ...values,
    titleRu: ' Субботник ',
    descriptionRu: 'Уборка парка',
    directionIds: [3],
    regionId: '5',
    startsAt: '2026-05-01T09:00',
    endsAt: '2026-05-01T18:00',
    sessions: [{ ...values.sessions[0]!, startsAt: '2026-05-01T09:00', endsAt: '2026-05-01T13:00', capacity: '10' }],
  };
}

describe('event form rules (EVENT_LIMITS, the API messages)', () => {
  it('asks for the required fields with the spec message', () => {
    const errors = eventForm.validate(eventForm.empty(), 'ru');
    expect(errors).toMatchObject({
      titleRu: '«Название»: заполните на русском или узбекском языке',
      descriptionRu: '«Описание»: заполните на русском или узбекском языке',
      directionIds: required,
      startsAt: required,
      endsAt: required,
      'sessions.0.startsAt': required,
      'sessions.0.endsAt': required,
      'sessions.0.capacity': required,
    });
    expect(errors['titleUz']).toBeUndefined();
    // On /uz the message sits under the Uzbek input; either language alone is enough.
    const uz = eventForm.validate(eventForm.empty(), 'uz');
    expect(uz['titleUz']).toBe("«Nomi»: rus yoki o'zbek tilida to'ldiring");
    expect(uz['titleRu']).toBeUndefined();
    const uzbekOnly = eventForm.validate({ ...eventForm.empty(), titleUz: 'Shanbalik', descriptionUz: 'Bog tozalash' }, 'uz');
    expect(uzbekOnly['titleUz'] ?? uzbekOnly['titleRu'] ?? uzbekOnly['descriptionUz'] ?? uzbekOnly['descriptionRu']).toBeUndefined();
  });

  it('accepts a complete form', () => {
    expect(eventForm.validate(filled(), 'ru')).toEqual({});
  });

  it('checks lengths, numbers and date order', () => {
    const values: EventValues = {
      ...filled(),
      titleUz: 'x'.repeat(EVENT_LIMITS.titleMax + 1),
      endsAt: '2026-04-30T09:00',
      capacity: '-1',
      minAge: '12.5',
      sessions: [{ ...filled().sessions[0]!, endsAt: '2026-05-01T08:00', capacity: String(EVENT_LIMITS.capacityMax + 1) }],
    };
    const errors = eventForm.validate(values, 'ru');
    expect(errors['titleUz']).toBe(validationMessage('ru', 'maxLength', { max: EVENT_LIMITS.titleMax }));
    expect(errors['endsAt']).toBe(validationMessage('ru', 'dateOrder'));
    expect(errors['capacity']).toBe(validationMessage('ru', 'range', { min: 0, max: EVENT_LIMITS.capacityMax }));
    expect(errors['minAge']).toBe(validationMessage('ru', 'range', { min: 0, max: EVENT_LIMITS.minAgeMax }));
    expect(errors['sessions.0.endsAt']).toBe(validationMessage('ru', 'dateOrder'));
    expect(errors['sessions.0.capacity']).toBeDefined();
    expect(eventForm.validate({ ...filled(), startsAt: '2026-02-31T10:00' }, 'ru')['startsAt']).toBe(validationMessage('ru', 'date'));
  });

  it('does not ask a visit offer for event-only fields', () => {
    const values: EventValues = { ...filled(), startsAt: '', endsAt: '', capacity: 'x' };
    const errors = visitForm.validate(values, 'ru');
    expect(errors).toEqual({});
  });

  it('finds the first invalid field in page order, sessions at their place', () => {
    expect(firstErrorKey(['titleRu', 'directionIds', 'sessions'], { 'sessions.0.capacity': 'x', directionIds: 'y' })).toBe('directionIds');
    expect(firstErrorKey(['titleRu', 'sessions'], { 'sessions.1.endsAt': 'x' })).toBe('sessions.1.endsAt');
  });
});

describe('form ⇄ API', () => {
  it('builds the EventInput body: trimmed text, nulls for empty, ISO dates, numbers', () => {
    const body = eventForm.toInput({
      ...filled(),
      capacity: '20',
      minAge: '',
      groupId: '4',
      documents: [{ key: 'k1', name: 'plan.pdf', url: '/uploads/k1' }],
    });
    expect(body).toMatchObject({
      titleRu: 'Субботник',
      titleUz: null,
      descriptionUz: null,
      directionIds: [3],
      regionId: 5,
      addressRu: null,
      addressUz: null,
      isOnline: false,
      startsAt: fromTashkentInput('2026-05-01T09:00'),
      capacity: 20,
      minAge: null,
      skills: null,
      groupId: 4,
      cover: null,
      documents: [{ key: 'k1', name: 'plan.pdf' }],
    });
    expect(body.sessions).toEqual([
      {
        titleRu: null,
        titleUz: null,
        startsAt: fromTashkentInput('2026-05-01T09:00'),
        endsAt: fromTashkentInput('2026-05-01T13:00'),
        capacity: 10,
      },
    ]);
  });

  it('builds a VisitInput without event-only fields', () => {
    const body = visitForm.toInput(filled());
    expect(Object.keys(body).sort()).toEqual([
      'addressRu',
      'addressUz',
      'cover',
      'descriptionRu',
      'descriptionUz',
      'directionIds',
      'districtId',
      'point',
      'regionId',
      'requiredCourseIds',
      'sessions',
      'titleRu',
      'titleUz',
    ]);
  });

  it('fills the form from a saved event and keeps session ids', () => {
    const start = '2026-05-01T04:00:00.000Z'; // 09:00 in Tashkent
    const end = '2026-05-01T13:00:00.000Z';
    const detail = {
      id: 9,
      titleRu: 'Т',
      titleUz: null,
      descriptionRu: 'Д',
      descriptionUz: 'U',
      directions: [{ id: 2 }],
      regionId: null,
      address: 'ул. 1',
      addressRu: 'ул. 1',
      addressUz: '1-ko‘cha',
      isOnline: true,
      startsAt: start,
      endsAt: end,
      cover: '/uploads/event-cover/a.png',
      capacity: null,
      minAge: 16,
      skills: null,
      groupId: 3,
      requiredCourses: [{ id: 5, slug: 'first-aid', title: 'Первая помощь', completed: false }],
      documents: [{ id: 1, name: 'a.pdf', url: '/uploads/event-document/a.pdf', size: 10, type: 'application/pdf' }],
      sessions: [
        {
          id: 11,
          title: 'Смена',
          titleRu: 'Смена',
          titleUz: 'Smena',
          startsAt: start,
          endsAt: end,
          capacity: 4,
          freePlaces: 4,
          waitlisted: 0,
        },
      ],
    } as unknown as EventDetail;
    const values = eventForm.fromDetail(detail);
    expect(values.requiredCourses).toEqual([{ id: 5, title: 'Первая помощь' }]);
    expect(eventForm.toInput(values).requiredCourseIds).toEqual([5]);
    expect(values).toMatchObject({
      addressRu: 'ул. 1',
      addressUz: '1-ko‘cha',
      titleUz: '',
      descriptionUz: 'U',
      directionIds: [2],
      regionId: '',
      isOnline: true,
      startsAt: '2026-05-01T09:00',
      capacity: '',
      minAge: '16',
      groupId: '3',
      cover: { key: 'event-cover/a.png' },
      documents: [{ key: 'event-document/a.pdf', name: 'a.pdf' }],
    });
    expect(eventForm.toInput(values).sessions[0]).toMatchObject({ id: 11, titleRu: 'Смена', titleUz: 'Smena', capacity: 4 });
    expect(eventForm.toInput(values)).toMatchObject({ addressRu: 'ул. 1', addressUz: '1-ko‘cha' });
  });

  it('maps the server field names onto the inputs', () => {
    expect(
      serverFieldErrors({
        titleRu: 'a',
        'sessions[1].capacity': 'b',
        'sessions.0.startsAt': 'c',
        'documents[0].key': 'd',
        'directionIds[0]': 'e',
      }),
    ).toEqual({
      titleRu: 'a',
      'sessions.1.capacity': 'b',
      'sessions.0.startsAt': 'c',
      documents: 'd',
      directionIds: 'e',
    });
  });
});

describe('the task form', () => {
  const task = (over: Partial<TaskValues> = {}): TaskValues => ({
    ...taskForm.empty(),
    ...filled(),
    isOnline: true,
    categoryId: '4',
    skillsRu: ' Право ',
    resultRu: 'Заключение',
    deadline: '2026-12-01T18:00',
    performers: '2',
    estimatedHours: '2,5',
    ...over,
  });

  it('builds the TaskInput body: the task fields, Tashkent deadline, numbers, no event fields', () => {
    const body = taskForm.toInput(task());
    expect(body).toMatchObject({
      categoryId: 4,
      skillsRu: 'Право',
      skillsUz: null,
      resultRu: 'Заключение',
      deadline: fromTashkentInput('2026-12-01T18:00'),
      isOnline: true,
      performers: 2,
      estimatedHours: 2.5,
    });
    expect(body).not.toHaveProperty('startsAt');
    expect(body).not.toHaveProperty('sessions');
  });

  it('asks for a category and performers, checks hours', () => {
    const errors = taskForm.validate(task({ categoryId: '', performers: '', estimatedHours: '-1' }), 'ru');
    expect(errors['categoryId']).toBe(required);
    expect(errors['performers']).toBe(required);
    expect(errors['estimatedHours']).toBe(validationMessage('ru', 'number', { min: 0, max: TASK_LIMITS.hoursMax }));
    expect(taskForm.validate(task(), 'ru')).toEqual({});
    // An event form never asks for a task's category.
    expect(eventForm.validate(filled(), 'ru')['categoryId']).toBeUndefined();
  });

  it('fills the form from a saved task', () => {
    const detail = {
      id: 9,
      titleRu: 'Задача',
      titleUz: null,
      descriptionRu: 'Описание',
      descriptionUz: null,
      directions: [{ id: 3 }],
      regionId: null,
      addressRu: null,
      addressUz: null,
      cover: null,
      sessions: [],
      requiredCourses: [],
      category: { id: 4, name: 'Юридическая помощь' },
      skillsRu: 'Право',
      skillsUz: null,
      resultRu: 'Заключение',
      resultUz: null,
      deadline: '2026-12-01T13:00:00.000Z',
      isOnline: true,
      performers: 2,
      estimatedHours: 2.5,
    } as unknown as TaskDetail;
    expect(taskForm.fromDetail(detail)).toMatchObject({
      categoryId: '4',
      skillsRu: 'Право',
      resultRu: 'Заключение',
      deadline: '2026-12-01T18:00',
      isOnline: true,
      performers: '2',
      estimatedHours: '2.5',
    });
  });
});

describe('the place: district and point (issue 32)', () => {
  const point = { lat: 41.2856, lng: 69.2034 };

  it('sends the district of the chosen region and the point', () => {
    const body = eventForm.toInput({ ...filled(), districtId: '12', point });
    expect(body).toMatchObject({ regionId: 5, districtId: 12, point });
  });

  it('sends no district without a region, and no point for an online event or task', () => {
    expect(eventForm.toInput({ ...filled(), regionId: '', districtId: '12' }).districtId).toBeNull();
    expect(eventForm.toInput({ ...filled(), isOnline: true, point }).point).toBeNull();
    const task: TaskValues = { ...taskForm.empty(), isOnline: true, point };
    expect(taskForm.toInput(task).point).toBeNull();
    expect(visitForm.toInput({ ...filled(), point }).point).toEqual(point);
  });

  it('starts empty and fills from a saved item', () => {
    expect(eventForm.empty()).toMatchObject({ districtId: '', point: null });
    const saved = eventForm.fromDetail({ ...savedEvent(), districtId: 7, point } as unknown as EventDetail);
    expect(saved).toMatchObject({ districtId: '7', point });
    const old = eventForm.fromDetail(savedEvent() as unknown as EventDetail);
    expect(old).toMatchObject({ districtId: '', point: null });
  });
});

/** A saved event as the owner's read gives it (without the place's new fields: an answer of before issue 32). */
function savedEvent() {
  return {
    id: 9,
    titleRu: 'Т',
    titleUz: null,
    descriptionRu: 'Д',
    descriptionUz: null,
    directions: [{ id: 2 }],
    regionId: 5,
    addressRu: null,
    addressUz: null,
    isOnline: false,
    startsAt: '2026-05-01T04:00:00.000Z',
    endsAt: '2026-05-01T13:00:00.000Z',
    cover: null,
    capacity: null,
    minAge: null,
    skills: null,
    groupId: null,
    requiredCourses: [],
    documents: [],
    sessions: [],
  };
}
