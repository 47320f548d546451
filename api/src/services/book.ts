import { BOOK_LIMITS, TIME_ZONE, localized, uploadUrl, type BookCertificate, type Locale, type VolunteerBook } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { firstRow, run } from '../lists';
import { localizedSql } from '../lib/localizedSql';
import { OWNER_BRIEF, ownerJoin } from '../activities/core/cards';
import { presentDirection } from '../activities/core/presenters';
import { displayName } from '../presenters/volons';
import { certificateToken } from '../lib/certificateTokens';
import { activityDirectionsSql, activityOfApplication, titleSql } from './participation/sql';
import { REVIEW_JOINS } from './reviews/read';
import { titleIn } from './reviews/sql';
import { validCertificates } from './certificates/store';
import { VOLON_SHOWN } from './volons';

/**
 * The volunteer's book (docs/book-api.md): six reads side by side, each on the volunteer's own index
 * (hours_records_user_idx, reviews_target_user_idx, course_completions_user_idx,
 * certificates_user_idx), each list cut at its BOOK_LIMITS cap, newest first.
 */

interface HolderSql {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  avatar: string | null;
  region_ru: string | null;
  region_uz: string | null;
  hours: number;
  activities: number;
  courses: number;
  reviews: number;
  rating: number | null;
}

/** Whose book: the owner's own (full name), or a volunteer who shows it (the directory's name). */
export type BookReader = { self: true } | { self: false };

const REVIEWED = `r.target_user_id = $1 AND r.author_organization_id IS NOT NULL AND r.status = 'published'`;
const yearOf = (instant: string) => `extract(year FROM ${instant} AT TIME ZONE '${TIME_ZONE}')::int`;

/**
 * The book of the volunteer `userId`, or null when there is none to show: not a volunteer, or
 * (another reader) not listed in the directory or not showing the book. `certificates` turns the
 * holder's valid certificates signed with `certificateKey` into their verification tokens.
 */
export async function volunteerBook(
  sequelize: Sequelize,
  userId: number,
  reader: BookReader,
  locale: Locale,
  certificateKey: Buffer,
): Promise<VolunteerBook | null> {
  const shown = reader.self ? `u.role = 'volon' AND u.deleted_at IS NULL` : `${VOLON_SHOWN} AND p.show_book`;
  const [holder] = await run<HolderSql>(
    sequelize,
    `SELECT u.id, p.first_name, p.last_name, u.name, COALESCE(u.avatar_thumb_url, u.avatar_url) AS avatar,
            r.name_ru AS region_ru, r.name_uz AS region_uz, p.verified_hours::float8 AS hours,
            (SELECT count(DISTINCT h.application_id)::int FROM hours_records h WHERE h.user_id = u.id) AS activities,
            (SELECT count(*)::int FROM course_completions k WHERE k.user_id = u.id) AS courses,
            (SELECT count(*)::int FROM reviews r WHERE ${REVIEWED.replaceAll('$1', 'u.id')}) AS reviews,
            (SELECT round(avg(r.stars)::numeric, 1)::float FROM reviews r WHERE ${REVIEWED.replaceAll('$1', 'u.id')}) AS rating
       FROM users u JOIN volunteer_profiles p ON p.user_id = u.id LEFT JOIN regions r ON r.id = u.region_id
      WHERE u.id = $1 AND ${shown}`,
    [userId],
  );
  if (!holder) return null;
  const [years, split, activities, reviews, courses, certificates] = await Promise.all([
    run<{ year: number; hours: number }>(
      sequelize,
      `SELECT ${yearOf('verified_at')} AS year, sum(hours)::float8 AS hours FROM hours_records WHERE user_id = $1 GROUP BY 1 ORDER BY 1 DESC`,
      [userId],
    ),
    run<{ year: number; id: number; key: string; name_ru: string; name_uz: string; icon: string; color: string; hours: number }>(
      sequelize,
      `SELECT ${yearOf('h.verified_at')} AS year, d.id, d.key, d.name_ru, d.name_uz, d.icon, d.color, sum(h.hours)::float8 AS hours
         FROM hours_records h JOIN applications a ON a.id = h.application_id
         JOIN ${activityDirectionsSql()} ad ON ad.kind = a.activity_kind AND ad.id = a.activity_id
         JOIN directions d ON d.id = ad.direction_id
        WHERE h.user_id = $1
        GROUP BY 1, d.id ORDER BY 1 DESC, hours DESC, d.sort_order`,
      [userId],
    ),
    run<{ kind: string; activityId: number; title: string; organization: string | null; hours: number; verifiedAt: Date }>(
      sequelize,
      `SELECT act.kind, act.id AS "activityId", ${titleSql(locale)} AS title, ${OWNER_BRIEF.name} AS organization,
              h.hours::float8 AS hours, h.verified_at AS "verifiedAt"
         FROM hours_records h JOIN applications a ON a.id = h.application_id ${activityOfApplication()} ${ownerJoin('act')}
        WHERE h.user_id = $1 ORDER BY h.verified_at DESC, h.id DESC LIMIT ${BOOK_LIMITS.activities}`,
      [userId],
    ),
    run<{ id: number; stars: number; text: string | null; author: string; title: string | null; created_at: Date }>(
      sequelize,
      `SELECT r.id, r.stars, r.text, ao.name AS author, ${titleIn(locale, 'act')} AS title, r.created_at
         FROM reviews r ${REVIEW_JOINS()}
        WHERE ${REVIEWED} ORDER BY r.created_at DESC, r.id DESC LIMIT ${BOOK_LIMITS.reviews}`,
      [userId],
    ),
    run<{ slug: string; title: string; completed_at: Date; score: number | null }>(
      sequelize,
      `SELECT c.slug, ${localizedSql(locale, 'c.title')} AS title, k.completed_at, k.score
         FROM course_completions k JOIN courses c ON c.id = k.course_id
        WHERE k.user_id = $1 ORDER BY k.completed_at DESC, k.id DESC LIMIT ${BOOK_LIMITS.courses}`,
      [userId],
    ),
    validCertificates(sequelize, userId, BOOK_LIMITS.certificates),
  ]);
  const row = firstRow([holder], 'the book holder');
  return {
    holder: {
      id: row.id,
      name: reader.self ? row.name : displayName(row.first_name, row.last_name),
      avatar: uploadUrl(row.avatar),
      regionName: row.region_ru ? localized(locale, row.region_ru, row.region_uz) : null,
    },
    totals: { hours: row.hours, activities: row.activities, courses: row.courses, reviews: row.reviews, rating: row.rating },
    years: years.map((y) => ({
      year: y.year,
      hours: y.hours,
      directions: split.filter((s) => s.year === y.year).map((s) => ({ direction: presentDirection(s), hours: s.hours })),
    })),
    activities: activities.map((a) => ({ ...a, organization: a.organization ?? '', verifiedAt: new Date(a.verifiedAt).toISOString() })),
    reviews: reviews.map((r) => ({
      id: r.id,
      stars: r.stars,
      text: r.text,
      author: r.author,
      activityTitle: r.title,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    courses: courses.map((c) => ({ slug: c.slug, title: c.title, completedAt: new Date(c.completed_at).toISOString(), score: c.score })),
    certificates: certificates.map((c): BookCertificate => ({
      kind: c.kind as BookCertificate['kind'],
      year: c.year,
      course: c.snapshot.course?.title ?? null,
      hours: Number(c.hours),
      issuedAt: new Date(c.issuedAt).toISOString(),
      token: certificateToken(certificateKey, c.code),
    })),
  };
}
