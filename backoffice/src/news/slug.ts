import { SLUG_PATTERN } from '@hashar/common';
import { maxLength, type Validator } from 'react-admin';

/** A slug as the API checks it: SLUG_PATTERN, a length, and none of the reserved words (empty passes). */
export function slugValidators(max: number, reserved: readonly string[] = []): Validator[] {
  const form: Validator = (value) => {
    if (value == null || value === '') return undefined;
    const slug = String(value);
    if (!SLUG_PATTERN.test(slug)) return 'hashar.news.slug_invalid';
    return reserved.includes(slug) ? { message: 'hashar.news.slug_reserved', args: { reserved: reserved.join(', ') } } : undefined;
  };
  return [maxLength(max), form];
}
