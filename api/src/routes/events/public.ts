import { Router } from 'express';
import { pagePath, type EventDetail, type EventWhen } from '@hashar/common';
import type { Request } from 'express';
import { NotFound } from '../../errors';
import { validate } from '../../validation/validate';
import { pageOf } from '../../lists';
import { seriesOf } from '../../services/events/series';
import { calendarOf } from '../../services/events/ics';
import { listEvents, type EventFilters } from '../../activities/core/publicLists';
import { eventMarkers } from '../../activities/core/mapMarkers';
import { recordId } from '../../validation/query';
import { listReader } from '../../db/replica';
import { EVENT } from '../../activities/event';
import type { ActivityDeps } from '../activityDeps';
import { eventListChains, queryText } from '../../validation/query';
import { commonFilters } from '../activities/filters';
import { operation } from '../../lib/operation';

/** The filters of a request validated by eventListChains (the list's and its map's). */
function eventFilters(req: Request): EventFilters {
  const online = queryText(req, 'online');
  return {
    ...commonFilters(req),
    from: queryText(req, 'from'),
    to: queryText(req, 'to'),
    when: queryText(req, 'when') as EventWhen | undefined,
    online: online === undefined ? undefined : online === 'true',
    sort: queryText(req, 'sort') as EventFilters['sort'],
  };
}

/** Public pages of events, mounted at /events: the list, one event and its calendar file (anyone; a Bearer token adds the caller's own facts). */
export function eventsRouter(deps: ActivityDeps): Router {
  const { sequelize, optionalAuthenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation('Lists the published events, filtered and paged.', 'EventCardPage'),
    validate(eventListChains()),
    async (req, res) => {
      res.json(await listEvents(listReader(sequelize), eventFilters(req), pageOf(req), req.locale));
    },
  );

  router.get(
    '/map',
    operation('Lists the map markers of the published events the filters match.', 'MapMarkersResponse'),
    validate(eventListChains()),
    async (req, res) => {
      res.json(await eventMarkers(listReader(sequelize), eventFilters(req), req.locale));
    },
  );

  router.get('/:id', operation('Reads one published event.', 'EventDetail'), optionalAuthenticate, async (req, res) => {
    const detail = await EVENT.detail(sequelize, recordId(req), req.user, req.locale);
    if (!detail) throw NotFound();
    res.json(detail);
  });

  router.get('/:id/ics', operation("Downloads an event's calendar file (ICS).", 'ics'), optionalAuthenticate, async (req, res) => {
    const e = (await EVENT.detail(sequelize, recordId(req), req.user, req.locale)) as EventDetail | null;
    if (!e) throw NotFound();
    const ics = calendarOf({
      uid: `event-${e.id}@hashar`,
      title: e.title,
      description: e.description.replace(/<[^>]*>/g, ''),
      location: e.isOnline ? 'Online' : [e.regionName, e.address].filter(Boolean).join(', ') || null,
      url: `${deps.config.publicUrl}${pagePath(req.locale, 'eventView', { id: e.id })}`,
      startsAt: new Date(e.startsAt),
      endsAt: new Date(e.endsAt),
      updatedAt: new Date(),
    });
    res.type('text/calendar; charset=utf-8').set('Content-Disposition', `attachment; filename="event-${e.id}.ics"`).send(ics);
  });
  return router;
}

/** A series of events, mounted at /event-groups: GET /:id. */
export function eventGroupsRouter(deps: Pick<ActivityDeps, 'sequelize' | 'optionalAuthenticate'>): Router {
  const { sequelize, optionalAuthenticate } = deps;
  const router = Router();
  // A series is public once one of its events is; before that only its organization sees it.
  router.get('/:id', operation('Reads a series of events.', 'EventSeries'), optionalAuthenticate, async (req, res) => {
    const id = recordId(req);
    const series = await seriesOf(sequelize, id, req.user?.organizationId ?? 0, req.locale);
    if (!series) throw NotFound();
    res.json(series);
  });

  return router;
}
