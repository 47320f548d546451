import type { Locale } from '@hashar/common';
import { activitiesSql } from '../participation/sql';
import { localizedSql } from '../../lib/localizedSql';

/** Application states of a volunteer who took part (accepted, attended, hours verified). */
export const TOOK_PART = `('accepted','attended','completed')`;

/**
 * The application `a` counts for a review: the volunteer took part and the activity `act` (or the
 * application's session `s`) is over — archived, its end passed, or the hours verified.
 */
export const FINISHED = `a.state IN ${TOOK_PART}
  AND (a.state = 'completed' OR act.archived_at IS NOT NULL OR act.ends_at < now() OR s.ends_at < now())`;

/** The applications `a` with their activity `act` and (when they have one) session `s`; a group's team row is no one's participation (its members' rows are). */
export const APPLICATIONS_FROM = (): string => `applications a
  JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id AND a.group_id IS NULL
  LEFT JOIN visit_sessions s ON s.id = a.session_id`;

/** When the activity (or the session) ended, as far as its dates say. */
export const ENDED_AT = 'COALESCE(s.ends_at, act.ends_at, act.archived_at)';

/** The activity's title in a language (uz falls back to ru), for an alias holding title_ru/title_uz. */
export const titleIn = (locale: Locale, alias: string): string => localizedSql(locale, `${alias}.title`);

/** A user party's columns (alias `u`): name and avatar. */
export const USER_IMAGE = (alias: string): string => `COALESCE(${alias}.avatar_thumb_url, ${alias}.avatar_url)`;
