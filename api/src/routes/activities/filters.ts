import type { Request } from 'express';
import type { CommonFilters } from '../../activities/core/publicLists';
import { directionIds, districtOf, nearOf, queryText } from '../../validation/query';

const optionalNumber = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** The filters every public activity list (and its map) takes, from a validated request: events add their own. */
export const commonFilters = (req: Request): CommonFilters => ({
  q: queryText(req, 'q'),
  directionIds: directionIds(req),
  regionId: optionalNumber(queryText(req, 'region')),
  districtId: districtOf(req),
  near: nearOf(req),
  organizationId: optionalNumber(queryText(req, 'organization')),
});
