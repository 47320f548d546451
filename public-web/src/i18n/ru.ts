import type { AreaKey } from './areas';
import * as base from './messages/base';
import * as info from './messages/info';
import * as shell from './messages/shell';

/**
 * Russian texts of the site shell (header, footer, menus, notifications, home page): the eager
 * part of the catalogue. Every other area (account, events, profile, organizer, volunteer, legal) is
 * loaded with its pages (areas.ts); Uzbek twins live under messages/uz/. Placeholders are written
 * `{name}`. Plural messages list their forms separated by `|` in CLDR order: ru one|few|many, uz one|other.
 */
export const ru = { ...base.ru, ...shell.ru, ...info.ru } as const;

export type ShellKey = keyof typeof ru;
/** Every key of the catalogue: the shell's and every area's (type-checked at each `t()` call). */
export type MessageKey = ShellKey | AreaKey;
/** The shape of a locale's shell catalogue: the keys of `ru`, string values. */
export type ShellMessages = { readonly [K in ShellKey]: string };
