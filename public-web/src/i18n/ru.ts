import * as account from './messages/account';
import * as base from './messages/base';
import * as info from './messages/info';
import * as legal from './messages/legal';
import * as profile from './messages/profile';
import * as events from './messages/events';
import * as organizer from './messages/organizer';
import * as volunteer from './messages/volunteer';
import * as shell from './messages/shell';

/**
 * Russian UI texts: the reference catalogue, assembled from one file per area of the site
 * (Uzbek twins under messages/uz/, loaded only for Uzbek pages). Placeholders are written `{name}`. Plural messages
 * list their forms separated by `|` in CLDR order: ru one|few|many, uz one|other.
 */
export const ru = { ...base.ru, ...shell.ru, ...account.ru, ...info.ru, ...legal.ru, ...profile.ru, ...events.ru, ...organizer.ru, ...volunteer.ru } as const;

export type MessageKey = keyof typeof ru;
/** The shape every locale's catalogue must have: the keys of `ru`, string values. */
export type Messages = { readonly [K in MessageKey]: string };
