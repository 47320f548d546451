import { ACTIVITY_KINDS, ACTIVITY_REGISTRY, type ActivityKind, type ActivityKindInfo, type AdminResource } from '@hashar/common';
import EventIcon from '@mui/icons-material/Event';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/Assignment';
import WorkIcon from '@mui/icons-material/Work';
import type { ComponentType } from 'react';
import type { EditableField, ShowField } from './catalogue';

/**
 * The back office's side of the activity registry: what the moderation queue of a kind shows
 * beyond what common's entry (hasDates, hasSeries, hasDocuments, hasSessions) already decides.
 * Adding a moderated kind = its entry in common + one entry here (and its name in i18n).
 */
interface QueueExtras {
  icon: ComponentType;
  /** Fields of the kind's own, shown after its dates (labels: resources.<adminResource>.fields.*). */
  details: readonly ShowField[];
  /** Its own fields admins may correct, after the text and place every kind has. */
  editable: readonly EditableField[];
}

const EXTRAS = {
  event: {
    icon: EventIcon,
    details: ['isOnline', 'capacity', 'minAge', 'skills'],
    editable: ['capacity', 'minAge', 'skills'],
  },
  visit: { icon: VolunteerActivismIcon, details: [], editable: [] },
  project: {
    icon: AccountTreeIcon,
    details: ['isNationwide', 'goalsRu', 'goalsUz', 'helpRu', 'helpUz', 'places'],
    editable: ['goalsRu', 'goalsUz', 'helpRu', 'helpUz', 'places', 'isNationwide'],
  },
  task: {
    icon: AssignmentIcon,
    details: ['categoryId', 'deadline', 'isOnline', 'performers', 'estimatedHours', 'skillsRu', 'skillsUz', 'resultRu', 'resultUz'],
    editable: ['skillsRu', 'skillsUz', 'resultRu', 'resultUz', 'performers', 'isOnline'],
  },
  vacancy: {
    icon: WorkIcon,
    details: [
      'kind',
      'deadline',
      'isRemote',
      'pay',
      'amount',
      'places',
      'dutiesRu',
      'dutiesUz',
      'requirementsRu',
      'requirementsUz',
      'scheduleRu',
      'scheduleUz',
      'durationRu',
      'durationUz',
    ],
    editable: ['dutiesRu', 'dutiesUz', 'requirementsRu', 'requirementsUz', 'pay', 'places', 'isRemote'],
  },
} as const satisfies Record<ActivityKind, QueueExtras>;

/** One moderation queue of the back office (react-admin resource = /api/admin/<resource>). */
export interface ModerationQueue {
  resource: AdminResource;
  icon: ComponentType;
  /** List columns, in order. */
  columns: readonly ShowField[];
  /** Show page fields, in order. */
  fields: readonly ShowField[];
  /** What the admin edit form changes (and PUT receives), in order. */
  editable: readonly EditableField[];
}

/** Text and place: every moderated kind has them and admins may correct them. */
const COMMON_EDITABLE: readonly EditableField[] = [
  'titleRu',
  'titleUz',
  'descriptionRu',
  'descriptionUz',
  'regionId',
  'addressRu',
  'addressUz',
];

const when = <T>(flag: boolean, fields: readonly T[]): readonly T[] => (flag ? fields : []);

/** A kind's queue, from its common entry and its back-office extras. */
export function queueOf(entry: ActivityKindInfo, extras: QueueExtras): ModerationQueue {
  return {
    resource: entry.adminResource,
    icon: extras.icon,
    columns: [
      'id',
      'titleRu',
      'organization.name',
      'regionId',
      ...when(entry.hasDates, ['startsAt'] as const),
      'moderation',
      'submittedAt',
    ],
    fields: [
      'moderation',
      'rejectReason',
      'organization.name',
      'submittedAt',
      'titleRu',
      'titleUz',
      'descriptionRu',
      'descriptionUz',
      'directions',
      'address',
      'addressRu',
      'addressUz',
      ...when(entry.hasDates, ['startsAt', 'endsAt'] as const),
      ...extras.details,
      ...when(entry.hasSeries, ['group.title'] as const),
      'cover',
      ...when(entry.hasDocuments, ['documents'] as const),
      ...when(entry.hasSessions, ['sessions'] as const),
    ],
    editable: [...COMMON_EDITABLE, ...extras.editable],
  };
}

/** Every moderation queue, in the registry's order (menu, <Resource>s). */
export const MODERATION_QUEUES: readonly ModerationQueue[] = ACTIVITY_KINDS.map((kind) => queueOf(ACTIVITY_REGISTRY[kind], EXTRAS[kind]));

/** The queue of a react-admin resource (the first one for an unknown name). */
export const moderationQueue = (resource: string | undefined): ModerationQueue =>
  MODERATION_QUEUES.find((queue) => queue.resource === resource) ?? MODERATION_QUEUES[0]!;
