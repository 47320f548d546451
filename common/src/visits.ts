import type { ActivityCardBase, ActivityInputBase } from './activityShapes';
import type { MyApplicationDto, SessionDto, SessionInput } from './participation';
import type { ModerationState } from './statuses';

/** Standing visit offers ("myvisit"): the API shapes. */

/** A standing offer to come and help ("myvisit"). */
export interface VisitCard extends ActivityCardBase {
  /** Next session start, if any. */
  nextSessionAt: string | null;
}

export interface VisitDetail extends VisitCard {
  titleRu: string;
  titleUz: string | null;
  addressRu: string | null;
  addressUz: string | null;
  description: string;
  descriptionRu: string;
  descriptionUz: string | null;
  sessions: SessionDto[];
  moderation: ModerationState;
  rejectReason: string | null;
  isFavorite: boolean;
  myApplications: MyApplicationDto[];
  canEdit: boolean;
}

/** Body of POST/PUT /api/my/visits. */
export interface VisitInput extends ActivityInputBase {
  sessions: SessionInput[];
}
