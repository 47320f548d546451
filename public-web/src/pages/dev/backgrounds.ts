import { BACKGROUND_VARIANTS } from '@hashar/common';

/** The CSS background of numbered variant `n` (1…BACKGROUND_VARIANTS): a soft two-colour gradient spread evenly round the colour wheel. */
export function backgroundOf(n: number): string {
  const i = ((((n - 1) % BACKGROUND_VARIANTS) + BACKGROUND_VARIANTS) % BACKGROUND_VARIANTS) + 1;
  const hue = Math.round((i * 360) / BACKGROUND_VARIANTS);
  return `linear-gradient(135deg, hsl(${hue} 70% 88%), hsl(${(hue + 40) % 360} 65% 72%))`;
}
