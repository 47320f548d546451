import { COURSE_LIMITS } from '@hashar/common';
import type { Validator } from 'react-admin';

const L = COURSE_LIMITS;
export type OptionValue = { textRu?: string; textUz?: string | null; isCorrect?: boolean };

/** 2–8 options, at least one right, exactly one on a single-choice question (as the API checks). */
export const optionsRule: Validator = (value: unknown, all: Record<string, unknown>) => {
  const options = Array.isArray(value) ? (value as OptionValue[]) : [];
  if (options.length < L.optionsMin || options.length > L.optionsMax)
    return { message: 'hashar.courses.question.options', args: { min: L.optionsMin, max: L.optionsMax } };
  const right = options.filter((o) => o?.isCorrect).length;
  if (!right) return 'hashar.courses.question.need_right';
  if (!all['multiple'] && right !== 1) return 'hashar.courses.question.one_right';
  return undefined;
};
