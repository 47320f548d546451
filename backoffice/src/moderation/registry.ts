import {
  ACTIVITY_BASE_FIELDS,
  ACTIVITY_KINDS,
  ACTIVITY_REGISTRY,
  type ActivityKind,
  type ActivityKindInfo,
  type AdminResource,
} from '@hashar/common';
import EventIcon from '@mui/icons-material/Event';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/Assignment';
import WorkIcon from '@mui/icons-material/Work';
import type { ComponentType } from 'react';
import type { EditableField, ShowField } from './catalogue';

/**
 * The back office's side of the activity registry: a kind's menu icon. What its queue shows and
 * lets admins correct is common's entry (fields.show, fields.editable, hasDates, hasSeries,
 * hasDocuments, hasSessions). Adding a moderated kind = its entry in common + its icon here (and
 * its field names in catalogue.tsx and i18n).
 */
const ICONS: Record<ActivityKind, ComponentType> = {
  event: EventIcon,
  visit: VolunteerActivismIcon,
  project: AccountTreeIcon,
  task: AssignmentIcon,
  vacancy: WorkIcon,
};

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

const when = <T>(flag: boolean, fields: readonly T[]): readonly T[] => (flag ? fields : []);

/**
 * common's field names as the catalogue's (ACTIVITY_REGISTRY types them as strings);
 * registry.test.ts proves at type level that catalogue.tsx knows every one.
 */
const named = <F extends string>(fields: readonly string[]) => fields as readonly F[];

/** A kind's queue, from its common entry and its icon. */
export function queueOf(entry: ActivityKindInfo, icon: ComponentType): ModerationQueue {
  return {
    resource: entry.adminResource,
    icon,
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
      'districtId',
      'point',
      'addressRu',
      'addressUz',
      ...when(entry.hasDates, ['startsAt', 'endsAt'] as const),
      ...named<ShowField>(entry.fields.show),
      ...when(entry.hasSeries, ['group.title'] as const),
      'cover',
      ...when(entry.hasDocuments, ['documents'] as const),
      ...when(entry.hasSessions, ['sessions'] as const),
    ],
    editable: [...ACTIVITY_BASE_FIELDS.editable, ...named<EditableField>(entry.fields.editable)],
  };
}

/** Every moderation queue, in the registry's order (menu, <Resource>s). */
export const MODERATION_QUEUES: readonly ModerationQueue[] = ACTIVITY_KINDS.map((kind) => queueOf(ACTIVITY_REGISTRY[kind], ICONS[kind]));

/** The queue of a react-admin resource (the first one for an unknown name). */
export const moderationQueue = (resource: string | undefined): ModerationQueue =>
  MODERATION_QUEUES.find((queue) => queue.resource === resource) ?? MODERATION_QUEUES[0]!;
