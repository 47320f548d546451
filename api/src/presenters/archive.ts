import { ARCHIVE_LIMITS, type ArchiveDto } from '@hashar/common';

/** Every list row carries the count of all rows matching (count(*) OVER ()), read before the cap. */
interface Counted {
  total: number;
}

/** A finished application read by services/archive.ts. */
export interface ArchiveActivitySql extends Counted {
  applicationId: number;
  kind: string;
  activityId: number;
  title: string;
  organization: string | null;
  state: string;
  startsAt: Date | null;
  endsAt: Date | null;
  hours: number | null;
  verifiedAt: Date | null;
}

/** A redeemed bonus. */
export interface ArchiveBonusSql extends Counted {
  id: number;
  title: string;
  points: number;
  state: 'issued' | 'used';
  createdAt: Date;
}

/** A review the user wrote or received. */
export interface ArchiveReviewSql extends Counted {
  id: number;
  title: string | null;
  stars: number;
  text: string;
  createdAt: Date;
  written: boolean;
  kind: string;
  activityId: number;
  party: string | null;
}

export interface ArchiveTotalsSql {
  hours: number;
  points: number;
}

const iso = (d: Date | null): string | null => (d === null ? null : new Date(d).toISOString());
const countOf = (rows: readonly Counted[]): number => rows[0]?.total ?? 0;

/** The archive's rows as ArchiveDto: lists newest first, totals over everything (not only the rows sent). */
export function presentArchive(r: {
  years: number[];
  year: number | null;
  activities: ArchiveActivitySql[];
  bonuses: ArchiveBonusSql[];
  reviews: ArchiveReviewSql[];
  totals: ArchiveTotalsSql;
}): ArchiveDto {
  return {
    years: r.years,
    year: r.year,
    totals: {
      activities: countOf(r.activities),
      hours: Number(r.totals.hours),
      points: Number(r.totals.points),
      bonuses: countOf(r.bonuses),
      reviews: countOf(r.reviews),
    },
    activities: r.activities.map((a) => ({
      applicationId: a.applicationId,
      kind: a.kind,
      activityId: a.activityId,
      title: a.title,
      organization: a.organization ?? '',
      state: a.state,
      startsAt: iso(a.startsAt),
      endsAt: iso(a.endsAt),
      hours: a.hours === null ? null : Number(a.hours),
      verifiedAt: iso(a.verifiedAt),
      certifiable: a.hours !== null && Number(a.hours) > 0,
    })),
    bonuses: r.bonuses.map((b) => ({
      id: b.id,
      title: b.title,
      points: b.points,
      state: b.state,
      createdAt: new Date(b.createdAt).toISOString(),
    })),
    reviews: r.reviews.map((v) => ({
      id: v.id,
      targetTitle: v.title ?? '',
      rating: v.stars,
      text: v.text,
      createdAt: new Date(v.createdAt).toISOString(),
      written: v.written,
      kind: v.kind,
      activityId: v.activityId,
      party: v.party ?? '',
    })),
    truncated: {
      activities: countOf(r.activities) > ARCHIVE_LIMITS.activities,
      bonuses: countOf(r.bonuses) > ARCHIVE_LIMITS.bonuses,
      reviews: countOf(r.reviews) > ARCHIVE_LIMITS.reviews,
    },
  };
}
