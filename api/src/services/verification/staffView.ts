import type { OrgProfile, VerificationHistoryEntry, VerificationRequestState, VolunteerProfileDto } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';
import { orgFile, type OrgFileRow } from '../orgs/records';
import { presentVolunteerProfile } from '../../presenters/volunteerProfile';
import { loadProfile } from '../orgs/profile';
import { loadVolunteerProfile } from '../volunteerProfile/profile';
import type { Subject } from './subject';

/** One request of a subject's verification history, as the database gives it. */
interface HistorySql {
  id: number;
  status: VerificationRequestState;
  reason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

/** What staff see of a subject while checking it: the whole profile with its sensitive fields, files and history. */
export interface SubjectView {
  volunteer: VolunteerProfileDto | null;
  organization: OrgProfile | null;
  history: VerificationHistoryEntry[];
}

/** The subject's verification requests, newest first (with the deciding staff member's email). */
export async function historyOf(sequelize: Sequelize, subject: Subject): Promise<VerificationHistoryEntry[]> {
  const rows = await run<HistorySql>(
    sequelize,
    `SELECT r.id, r.status, r.reason, r.created_at AS "requestedAt", r.decided_at AS "decidedAt", u.email AS "decidedBy"
       FROM verification_requests r LEFT JOIN users u ON u.id = r.decided_by
      WHERE r.subject_type = $1 AND r.subject_id = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
    [subject.type, subject.id],
  );
  return rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null }));
}

/** The volunteer's whole profile with its sensitive fields (null without a profile). Callers audit the read. */
export async function sensitiveVolunteer(sequelize: Sequelize, userId: number): Promise<VolunteerProfileDto | null> {
  const [profile] = await run<{ userId: number }>(sequelize, 'SELECT user_id AS "userId" FROM volunteer_profiles WHERE user_id = $1', [
    userId,
  ]);
  if (!profile) return null;
  return presentVolunteerProfile(await loadVolunteerProfile(sequelize, userId), { sensitive: true });
}

/** The subject as staff check it. Callers audit the read. */
export async function subjectView(sequelize: Sequelize, subject: Subject): Promise<SubjectView> {
  const [volunteer, organization, history] = await Promise.all([
    subject.type === 'user' ? sensitiveVolunteer(sequelize, subject.id) : null,
    subject.type === 'organization' ? loadProfile(sequelize, subject.id) : null,
    historyOf(sequelize, subject),
  ]);
  return { volunteer, organization, history };
}

/** An organization's file by id, or null. */
export const organizationDocument = (sequelize: Sequelize, organizationId: number, fileId: number): Promise<OrgFileRow | null> =>
  orgFile(sequelize, organizationId, fileId);
