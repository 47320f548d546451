import { uploadUrl } from '@hashar/common';
import type { ApplicationRow, ApplicationState, FavoriteType } from '@hashar/common';

/** What GET /api/my/applications sends per row; rows come from services/participation/volunteer.ts. */
const iso = (d: Date | string) => new Date(d).toISOString();

/** A row of the volunteer's applications query (hours: numeric as text; cover and logo: upload keys). */
export interface ApplicationSql {
  id: number;
  state: ApplicationState;
  createdAt: Date;
  sessionId: number | null;
  sessionTitle: string | null;
  sessionStartsAt: Date | null;
  sessionEndsAt: Date | null;
  targetType: string;
  targetId: number;
  targetTitle: string;
  cover: string | null;
  organizationId: number;
  organizationName: string;
  organizationLogo: string | null;
  organizationVerified: boolean;
  hours: string | null;
}

/** A volunteer's application with its activity, its session (null for kinds without sessions) and verified hours. */
export function presentApplication(r: ApplicationSql): ApplicationRow {
  // A session's times are NOT NULL: with its id come both.
  const { sessionId, sessionStartsAt, sessionEndsAt } = r;
  return {
    id: r.id,
    state: r.state,
    createdAt: iso(r.createdAt),
    session:
      sessionId === null || sessionStartsAt === null || sessionEndsAt === null
        ? null
        : { id: sessionId, title: r.sessionTitle, startsAt: iso(sessionStartsAt), endsAt: iso(sessionEndsAt) },
    target: {
      // A registered kind's key (the shared registry names events and visits; the API's may hold more).
      type: r.targetType as FavoriteType,
      id: r.targetId,
      title: r.targetTitle,
      cover: uploadUrl(r.cover),
      organization: {
        id: r.organizationId,
        name: r.organizationName,
        logo: uploadUrl(r.organizationLogo),
        isVerified: r.organizationVerified,
      },
    },
    hours: r.hours === null ? null : Number(r.hours),
  };
}
