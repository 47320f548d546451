import {
  ACTIVITY_KINDS,
  ACTIVITY_REGISTRY,
  EVENT_KIND,
  PROJECT_KIND,
  TASK_KIND,
  VACANCY_KIND,
  VISIT_KIND,
  canAccessResource,
  type ActivityKind,
  type ActivityKindInfo,
} from '@hashar/common';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';
import type { EditableField, ShowField } from './catalogue';
import { MODERATION_QUEUES, moderationQueue, queueOf } from './registry';

/** common's entries with their literal field names (ACTIVITY_REGISTRY types them as strings); a missing kind fails the build. */
const DECLARED = {
  event: EVENT_KIND,
  visit: VISIT_KIND,
  project: PROJECT_KIND,
  task: TASK_KIND,
  vacancy: VACANCY_KIND,
} as const satisfies Record<ActivityKind, unknown>;
type Declared = (typeof DECLARED)[ActivityKind]['fields'];
/** true when every name of T is a key of the catalogue K. */
type Known<T, K> = [T] extends [K] ? true : false;

describe('the moderation queues', () => {
  it("take common's field lists, every name of which catalogue.tsx shows or edits (checked by the compiler)", () => {
    for (const kind of ACTIVITY_KINDS) expect(DECLARED[kind]).toBe(ACTIVITY_REGISTRY[kind]);
    const known: [Known<Declared['show'][number], ShowField>, Known<Declared['editable'][number], EditableField>] = [true, true];
    expect(known).toEqual([true, true]);
  });

  it('are one per registry entry, in its order, each an admin resource moderators may list', () => {
    expect(MODERATION_QUEUES.map((queue) => queue.resource)).toEqual(ACTIVITY_KINDS.map((kind) => ACTIVITY_REGISTRY[kind].adminResource));
    for (const queue of MODERATION_QUEUES) expect(canAccessResource('moderator', queue.resource, 'list')).toBe(true);
  });

  it('show an event its dates, series, documents and sessions, and let admins correct its capacity', () => {
    const events = moderationQueue('events');
    expect(events.columns).toContain('startsAt');
    expect(events.fields).toEqual(expect.arrayContaining(['startsAt', 'endsAt', 'group.title', 'documents', 'sessions', 'capacity']));
    expect(events.editable).toEqual(expect.arrayContaining(['titleRu', 'addressUz', 'capacity', 'minAge', 'skills']));
  });

  it('show a visit offer its sessions but no dates, documents or event-only fields', () => {
    const visits = moderationQueue('visits');
    expect(visits.columns).not.toContain('startsAt');
    expect(visits.fields).toContain('sessions');
    for (const field of ['startsAt', 'endsAt', 'group.title', 'documents', 'capacity']) expect(visits.fields).not.toContain(field);
    expect(visits.editable).toEqual([
      'titleRu',
      'titleUz',
      'descriptionRu',
      'descriptionUz',
      'regionId',
      'districtId',
      'addressRu',
      'addressUz',
    ]);
  });

  /** Text and place every kind's admin may correct (api/src/activities/shared.ts EDITABLE_BASE). */
  const BASE = ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'regionId', 'districtId', 'addressRu', 'addressUz'];

  it('show every kind its district and point after the place, and let admins correct the district after the region', () => {
    for (const queue of MODERATION_QUEUES) {
      const place = queue.fields.indexOf('address');
      expect(queue.fields.slice(place, place + 3)).toEqual(['address', 'districtId', 'point']);
      expect(queue.editable.indexOf('districtId')).toBe(queue.editable.indexOf('regionId') + 1);
    }
  });

  it('show a project its dates, goals, help, places and documents; admins edit what the API entry lets them', () => {
    const projects = moderationQueue('projects');
    expect(projects.columns).toContain('startsAt');
    expect(projects.fields).toEqual(
      expect.arrayContaining(['startsAt', 'endsAt', 'isNationwide', 'goalsRu', 'goalsUz', 'helpRu', 'helpUz', 'places', 'documents']),
    );
    expect(projects.fields).not.toContain('sessions');
    // api/src/activities/project.ts `editable`.
    expect(projects.editable).toEqual([...BASE, 'goalsRu', 'goalsUz', 'helpRu', 'helpUz', 'places', 'isNationwide']);
  });

  it('show a task its category, deadline, performers, skills and result; admins edit what the API entry lets them', () => {
    const tasks = moderationQueue('tasks');
    expect(tasks.fields).toEqual(
      expect.arrayContaining(['categoryId', 'deadline', 'isOnline', 'performers', 'estimatedHours', 'skillsRu', 'resultUz']),
    );
    for (const field of ['startsAt', 'sessions', 'documents']) expect(tasks.fields).not.toContain(field);
    // api/src/activities/task.ts `editable`.
    expect(tasks.editable).toEqual([...BASE, 'skillsRu', 'skillsUz', 'resultRu', 'resultUz', 'performers', 'isOnline']);
  });

  it('show a vacancy its kind, pay, duties, requirements, schedule; admins edit what the API entry lets them', () => {
    const vacancy = moderationQueue('vacancy');
    expect(vacancy.fields).toEqual(
      expect.arrayContaining([
        'kind',
        'deadline',
        'isRemote',
        'pay',
        'amount',
        'places',
        'dutiesRu',
        'requirementsUz',
        'scheduleRu',
        'durationUz',
      ]),
    );
    // api/src/activities/vacancy.ts `editable`.
    expect(vacancy.editable).toEqual([...BASE, 'dutiesRu', 'dutiesUz', 'requirementsRu', 'requirementsUz', 'pay', 'places', 'isRemote']);
  });

  it('label every field they show or edit, in Russian and Uzbek', () => {
    for (const queue of MODERATION_QUEUES) {
      const fieldsOf = (messages: typeof ru) =>
        (messages['resources'] as Record<string, { fields: Record<string, unknown> }>)[queue.resource]!.fields;
      const [ruFields, uzFields] = [fieldsOf(ru), fieldsOf(uz)];
      for (const field of [...queue.fields, ...queue.editable].filter((f) => !f.includes('.') && f !== 'rejectReason')) {
        expect([queue.resource, field, typeof ruFields[field]]).toEqual([queue.resource, field, 'string']);
        expect([queue.resource, field, typeof uzFields[field]]).toEqual([queue.resource, field, 'string']);
      }
    }
  });

  it('come from the entry alone for a new kind (no dates, no sessions): text, place, cover and state', () => {
    const task = { ...ACTIVITY_REGISTRY.visit, adminResource: 'tasks', hasSessions: false } as unknown as ActivityKindInfo;
    const queue = queueOf(task, () => null);
    expect(queue.resource).toBe('tasks');
    expect(queue.columns).toEqual(['id', 'titleRu', 'organization.name', 'regionId', 'moderation', 'submittedAt']);
    expect(queue.fields).toContain('cover');
    expect(queue.fields).not.toContain('sessions');
  });
});
