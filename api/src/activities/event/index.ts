import { EVENT_LIMITS, type EventInput, localized, EVENT_KIND } from '@hashar/common';
import { Event, type ActivityModel } from '../../models';
import { presentDocument, presentEventCard } from '../core/presenters';
import { int, text } from '../../validation/fields';
import { eventInputChains } from '../core/validators';
import { freePlaces } from '../core/cards';
import { documentsOf } from '../core/detail';
import { baseColumns, detailOf, editableOf, fromCommon } from '../shared';
import type { ApiActivityKind } from '../types';

const L = EVENT_LIMITS;

/** Events: dated, with sessions (shifts), documents and an optional series. */
export const EVENT: ApiActivityKind = {
  ...fromCommon(EVENT_KIND),
  answers: { page: 'EventCardPage', detail: 'EventDetail', own: 'OwnEventPage' },
  table: 'events',
  model: Event as unknown as ActivityModel,
  directionTable: 'event_directions',
  column: 'event_id',
  session: { column: 'event_id', attribute: 'eventId' },
  minAgeColumn: 'min_age',
  documents: { table: 'event_documents', column: 'event_id' },
  timeline: { starts: 'a.starts_at', ends: 'a.ends_at' },
  cardColumns: () => `, a.starts_at, a.ends_at, a.is_online, a.group_id, a.archived_at, ${freePlaces('event_id')} AS free_places`,
  detailColumns: ', a.capacity, a.min_age, a.skills, g.title_ru AS group_title_ru, g.title_uz AS group_title_uz',
  detailJoin: 'LEFT JOIN event_groups g ON g.id = a.group_id',
  adminSortable: ['startsAt'],
  presentCard: presentEventCard,
  detail: detailOf(
    () => EVENT,
    async ({ row }, sequelize, locale) => ({
      capacity: row.capacity ?? null,
      minAge: row.min_age ?? null,
      skills: row.skills ?? null,
      documents: (await documentsOf(sequelize, EVENT, row.id)).map(presentDocument),
      group:
        row.group_id && row.group_title_ru ? { id: row.group_id, title: localized(locale, row.group_title_ru, row.group_title_uz) } : null,
      favoritesCount: row.favorites_count,
      commentsCount: row.comments_count,
    }),
  ),
  inputChains: eventInputChains,
  columns: (input, cover) => {
    const e = input as unknown as EventInput;
    return {
      ...baseColumns(input, cover),
      isOnline: e.isOnline,
      startsAt: new Date(e.startsAt),
      endsAt: new Date(e.endsAt),
      capacity: e.capacity ?? null,
      minAge: e.minAge ?? null,
      skills: e.skills ?? null,
      groupId: e.groupId ?? null,
    };
  },
  editable: editableOf(EVENT_KIND.fields.editable, {
    skills: text(L.skillsMax, { nullable: true }),
    capacity: { ...int(0, L.capacityMax), nullable: true },
    minAge: { ...int(0, L.minAgeMax), nullable: true },
  }),
  notices: { approved: 'event_approved_title', rejected: 'event_rejected_title' },
  noticeBodies: { approved: 'event_approved_body', rejected: 'event_rejected_body' },
};
