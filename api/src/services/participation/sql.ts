import type { Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { run } from '../../lists';

/**
 * SQL shared by the participation services. An application `a` reaches its session `s` and
 * the event `e` or visit offer `v` the session belongs to (exactly one of them).
 */
export const ACTIVITY_OF_SESSION = `
  LEFT JOIN events e ON e.id = s.event_id
  LEFT JOIN visit_options v ON v.id = s.visit_option_id`;
export const ACTIVITY_OF_APPLICATION = `JOIN visit_sessions s ON s.id = a.session_id ${ACTIVITY_OF_SESSION}`;
export const ORGANIZATION_ID = 'COALESCE(e.organization_id, v.organization_id)';

/** The activity's title in a language (uz falls back to ru). */
export function titleSql(locale: Locale): string {
  return locale === 'uz'
    ? `COALESCE(NULLIF(COALESCE(e.title_uz, v.title_uz), ''), e.title_ru, v.title_ru)`
    : 'COALESCE(e.title_ru, v.title_ru)';
}

/** An event's title (`e` alone, no visit offer joined) in a language. */
export function eventTitleSql(locale: Locale): string {
  return locale === 'uz' ? `COALESCE(NULLIF(e.title_uz, ''), e.title_ru)` : 'e.title_ru';
}

/** A session's (shift's) title in a language (uz falls back to ru); null when it has none. */
export function sessionTitleSql(locale: Locale): string {
  return locale === 'uz' ? `COALESCE(NULLIF(s.title_uz, ''), s.title_ru)` : 's.title_ru';
}

/** Both titles, for notifications (each recipient reads their language). */
export const TITLES = `${titleSql('ru')} AS "titleRu", ${titleSql('uz')} AS "titleUz"`;

/** Locks sessions in ascending id order (two transactions never wait on each other in a cycle). */
export async function lockSessions(sequelize: Sequelize, ids: readonly number[], transaction: Transaction): Promise<void> {
  await run(sequelize, 'SELECT id FROM visit_sessions WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [[...new Set(ids)]], transaction);
}
