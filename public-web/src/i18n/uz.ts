import * as base from './messages/uz/base';
import * as info from './messages/uz/info';
import * as shell from './messages/uz/shell';
import type { ShellMessages } from './ru';

/** Uzbek (Latin script) texts of the site shell. Typed: a missing or extra key fails typecheck. */
export const uz: ShellMessages = { ...base.uz, ...shell.uz, ...info.uz };
