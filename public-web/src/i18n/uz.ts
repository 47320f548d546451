import * as account from './messages/account';
import * as base from './messages/base';
import * as info from './messages/info';
import * as legal from './messages/legal';
import * as profile from './messages/profile';
import * as shell from './messages/shell';
import type { Messages } from './ru';

/** Uzbek (Latin script) UI texts. Typed as `Messages`: a missing or extra key fails typecheck. */
export const uz: Messages = { ...base.uz, ...shell.uz, ...account.uz, ...info.uz, ...legal.uz, ...profile.uz };
