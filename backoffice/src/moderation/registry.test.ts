import { ACTIVITY_KINDS, ACTIVITY_REGISTRY, canAccessResource, type ActivityKindInfo } from '@hashar/common';
import { MODERATION_QUEUES, moderationQueue, queueOf } from './registry';

describe('the moderation queues', () => {
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
    expect(visits.editable).toEqual(['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'regionId', 'addressRu', 'addressUz']);
  });

  it('come from the entry alone for a new kind (no dates, no sessions): text, place, cover and state', () => {
    const task = { ...ACTIVITY_REGISTRY.visit, adminResource: 'tasks', hasSessions: false } as unknown as ActivityKindInfo;
    const queue = queueOf(task, { icon: () => null, details: [], editable: [] });
    expect(queue.resource).toBe('tasks');
    expect(queue.columns).toEqual(['id', 'titleRu', 'organization.name', 'regionId', 'moderation', 'submittedAt']);
    expect(queue.fields).toContain('cover');
    expect(queue.fields).not.toContain('sessions');
  });
});
