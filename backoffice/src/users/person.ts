import type { ApplicationRow, Page, PointsSummary } from '@hashar/common';
import type { HistoryRow } from '../verifications/HistoryTable';

interface ReviewRow {
  id: number;
  direction: 'received' | 'given';
  stars: number;
  text: string;
  status: string;
  createdAt: string;
  otherName: string | null;
}

/** GET /api/admin/users/:id/profile: everything a moderator checks before verifying a person. */
export interface Person {
  volunteer: Record<string, never> | null;
  organization: (Record<string, never> & { files: { id: number; kind: string; name: string; adminUrl: string | null }[] }) | null;
  passportUrl: string | null;
  history: HistoryRow[];
  applications: Page<ApplicationRow>;
  points: PointsSummary;
  reviews: ReviewRow[];
}
