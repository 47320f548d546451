import { body, query, type ValidationChain } from 'express-validator';
import {
  GROUP_LIMITS,
  GROUP_REQUEST_KINDS,
  GROUP_REQUEST_STATES,
  GROUP_SORTS,
  PROFILE_LIMITS,
  isEmail,
  toTashkentDateInput,
} from '@hashar/common';
import { pageChains } from '../../lists';
import { bilingualText, msg } from '../../validation/validate';
import { directionsParam, districtParam, idParam } from '../../validation/query';
import { optionalDistrictId } from '../../validation/place';
import { idList, optionalMatch, optionalText, searchQueryChain } from '../orgs/validators';

const INT_MAX = 2147483647;
const L = GROUP_LIMITS;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEB = /^https?:\/\/\S+$/i;
/** A real calendar day, not after today in Tashkent. */
const isPastDay = (v: string) =>
  DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) && v <= toTashkentDateInput(new Date());
const positiveInt = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= INT_MAX;

/** Body of POST /api/my/initiatives and PUT /api/my/initiatives/:id (GroupInput). */
export const groupChains = (): ValidationChain[] => [
  ...bilingualText('name', L.nameMax, { min: L.nameMin }),
  ...bilingualText('description', L.descriptionMax),
  optionalText('goalsRu', L.goalsMax),
  optionalText('goalsUz', L.goalsMax),
  body('regionId').optional({ values: 'null' }).custom(positiveInt).withMessage(msg('region')),
  optionalDistrictId(),
  idList('directionIds', L.directionsMax),
  optionalMatch('phone', (v) => v.length <= L.phoneMax && PROFILE_LIMITS.phone.test(v), 'phone'),
  optionalMatch('email', (v) => v.length <= L.emailMax && isEmail(v), 'email'),
  body('links')
    .optional()
    .custom((v) => Array.isArray(v) && v.length <= L.linksMax)
    .withMessage(msg('listMax', { max: L.linksMax }))
    .bail()
    .custom((v: unknown[]) => v.every((x) => typeof x === 'string' && x.trim().length <= L.linkMax && WEB.test(x.trim())))
    .withMessage(msg('webLink')),
  optionalMatch('foundedOn', isPastDay, 'date'),
  body('cover')
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string' && v.length <= 500)
    .withMessage(msg('choice')),
];

/** Query of GET /api/initiatives. */
export const directoryChains = (): ValidationChain[] => [
  searchQueryChain(),
  idParam('region'),
  districtParam(),
  directionsParam(),
  query('sort')
    .optional()
    .isIn([...GROUP_SORTS])
    .withMessage(msg('choice')),
  ...pageChains(),
];

/** Query of GET /api/my/initiatives/:id/requests. */
export const requestListChains = (): ValidationChain[] => [
  query('kind')
    .optional()
    .isIn([...GROUP_REQUEST_KINDS])
    .withMessage(msg('choice')),
  query('state')
    .optional()
    .isIn([...GROUP_REQUEST_STATES])
    .withMessage(msg('choice')),
  ...pageChains(),
];

/** Body of POST /api/my/initiatives/:id/invitations. */
export const inviteChains = (): ValidationChain[] => [
  body('userIds')
    .custom((v) => Array.isArray(v) && v.length > 0)
    .withMessage(msg('required'))
    .bail()
    .custom((v: unknown[]) => v.length <= 50)
    .withMessage(msg('listMax', { max: 50 }))
    .bail()
    .custom((v: unknown[]) => v.every(positiveInt))
    .withMessage(msg('choice')),
];

/** Body of the managers' and the volunteer's answers (`cancel`: the volunteer's own request). */
export const decideChains = (actions: readonly string[]): ValidationChain[] => [
  body('action')
    .exists()
    .withMessage(msg('required'))
    .bail()
    .isIn([...actions])
    .withMessage(msg('choice')),
];

/** Body of POST /api/my/initiatives/:id/members/:userId/role. */
export const roleChains = (): ValidationChain[] => [
  body('role').exists().withMessage(msg('required')).bail().isIn(['coleader', 'member']).withMessage(msg('choice')),
];

/** Body of POST /api/my/initiatives/:id/leader. */
export const leaderChains = (): ValidationChain[] => [
  body('userId').exists().withMessage(msg('required')).bail().custom(positiveInt).withMessage(msg('choice')),
];

/** Body of POST /api/initiatives/:id/join. */
export const joinChains = (): ValidationChain[] => [
  optionalText('message', L.messageMax),
  body('invite')
    .optional()
    .custom((v) => typeof v === 'string' && v.length >= 1 && v.length <= 64)
    .withMessage(msg('choice')),
];

/** Body of the back office's reject and suspend: a reason. */
export const reasonChains = (): ValidationChain[] => [
  body('reason')
    .custom((v) => typeof v === 'string' && v.trim() !== '')
    .withMessage(msg('required'))
    .bail()
    .trim()
    .isLength({ max: L.rejectReasonMax })
    .withMessage(msg('maxLength', { max: L.rejectReasonMax })),
];
