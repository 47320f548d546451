import { toTashkentDateInput, type AnalyticsFigures } from '@hashar/common';

/** GET /api/admin/stats (admins and moderators). */
export interface AdminStats {
  /** The platform's public figures, as the home and analytics pages show them. */
  figures: AnalyticsFigures;
  usersByRole: Record<string, number>;
  signupsByDay: { date: string; count: number }[];
}

/** The last `days` calendar days (Tashkent, like the API) ending today, each with its count (missing days = 0). */
export function fillDays(signups: AdminStats['signupsByDay'], days = 30, today = new Date()): { date: string; count: number }[] {
  const counts = new Map(signups.map((day) => [day.date, day.count]));
  const end = Date.parse(toTashkentDateInput(today));
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** The highest count (first such day), and the total. */
export function summarize(days: { date: string; count: number }[]) {
  let peak = days[0] ?? { date: '', count: 0 };
  let total = 0;
  for (const day of days) {
    total += day.count;
    if (day.count > peak.count) peak = day;
  }
  return { total, peak };
}
