import type { ApplicationRow, ApplicationState } from '@hashar/common';
import { uploadUrl } from './events';

/** What GET /api/my/applications sends per row; rows come from services/participation/volunteer.ts. */
const iso = (d: Date | string) => new Date(d).toISOString();

/** A row of the volunteer's applications query (hours: numeric as text; cover and logo: upload keys). */
export interface ApplicationSql {
  id: number;
  state: ApplicationState;
  createdAt: Date;
  sessionId: number;
  sessionTitle: string | null;
  sessionStartsAt: Date;
  sessionEndsAt: Date;
  targetType: 'event' | 'visit';
  targetId: number;
  targetTitle: string;
  cover: string | null;
  organizationId: number;
  organizationName: string;
  organizationLogo: string | null;
  organizationVerified: boolean;
  hours: string | null;
}

/** A volunteer's application with its session, activity and verified hours. */
export function presentApplication(r: ApplicationSql): ApplicationRow {
  return {
    id: r.id,
    state: r.state,
    createdAt: iso(r.createdAt),
    session: { id: r.sessionId, title: r.sessionTitle, startsAt: iso(r.sessionStartsAt), endsAt: iso(r.sessionEndsAt) },
    target: {
      type: r.targetType,
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
