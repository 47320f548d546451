import { COURSE_LIMITS, type CourseInput } from '@hashar/common';

const L = COURSE_LIMITS;
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null));

/** Only what CourseInput takes: blanks as none, no pass mark as "no quiz". */
export function courseInput(data: Record<string, unknown>): CourseInput {
  const passMark = data['passMark'];
  return {
    titleRu: String(data['titleRu'] ?? ''),
    titleUz: blankToNull(data['titleUz']) as string | null,
    summaryRu: String(data['summaryRu'] ?? ''),
    summaryUz: blankToNull(data['summaryUz']) as string | null,
    bodyRu: typeof data['bodyRu'] === 'string' ? data['bodyRu'] : '',
    bodyUz: blankToNull(data['bodyUz']) as string | null,
    cover: blankToNull(data['cover']) as string | null,
    directionIds: Array.isArray(data['directionIds']) ? (data['directionIds'] as number[]) : [],
    level: data['level'] as CourseInput['level'],
    estimatedMinutes: Number(data['estimatedMinutes']),
    isListed: data['isListed'] !== false,
    passMark: passMark === null || passMark === undefined || passMark === '' ? null : Number(passMark),
    attemptsPerDay: Number(data['attemptsPerDay'] ?? L.attemptsPerDayDefault),
  };
}
