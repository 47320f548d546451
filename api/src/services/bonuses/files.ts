/** Storage folder of bonus offer images: keys are `bonuses/<uuid>.<ext>`. */
export const BONUSES_FOLDER = 'bonuses';

const KEY = /^(?:\/uploads\/)?(bonuses\/[0-9a-f-]{36}\.(?:png|jpg))$/;

/** The storage key of a bonus image given as key or URL; null for anything else (foreign URLs). */
export function bonusImageKey(value: string): string | null {
  return KEY.exec(value.trim())?.[1] ?? null;
}
