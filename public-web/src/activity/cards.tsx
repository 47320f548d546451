import type { ActivityKind, EventCard as EventCardDto, VisitCard as VisitCardDto } from '@hashar/common';
import type { ComponentType, ReactNode } from 'react';
import { EventCard } from './EventCard';
import { VisitCard } from './VisitCard';

/** A list item of any kind, as the public lists and favorites return it. */
export type ActivityCardDto = EventCardDto | VisitCardDto;

/** The card part of each kind (the registry's components; activity/registry.ts has the rest). */
export const ACTIVITY_CARDS: Readonly<Record<ActivityKind, ComponentType<{ item: ActivityCardDto; actions?: ReactNode }>>> = {
  event: ({ item, actions }) => <EventCard event={item as EventCardDto} actions={actions} />,
  visit: ({ item, actions }) => <VisitCard visit={item as VisitCardDto} actions={actions} />,
};
