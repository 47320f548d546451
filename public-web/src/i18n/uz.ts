import * as account from './messages/uz/account';
import * as base from './messages/uz/base';
import * as info from './messages/uz/info';
import * as legal from './messages/uz/legal';
import * as profile from './messages/uz/profile';
import * as events from './messages/uz/events';
import * as organizer from './messages/uz/organizer';
import * as volunteer from './messages/uz/volunteer';
import * as shell from './messages/uz/shell';
import type { Messages } from './ru';

/** Uzbek (Latin script) UI texts. Typed as `Messages`: a missing or extra key fails typecheck. */
export const uz: Messages = { ...base.uz, ...shell.uz, ...account.uz, ...info.uz, ...legal.uz, ...profile.uz, ...events.uz, ...organizer.uz, ...volunteer.uz };
