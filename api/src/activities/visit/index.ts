import { VISIT_KIND } from '@hashar/common';
import { presentVisitCard } from '../core/presenters';
import { VisitOption, type ActivityModel } from '../../models';
import { visitInputChains } from '../core/validators';
import { baseColumns, detailOf, editableOf, fromCommon } from '../shared';
import type { ApiActivityKind } from '../types';

/** Standing visit offers ("myvisit"): undated, with dated sessions. */
export const VISIT: ApiActivityKind = {
  ...fromCommon(VISIT_KIND),
  answers: { page: 'VisitCardPage', detail: 'VisitDetail', own: 'OwnVisitPage' },
  table: 'visit_options',
  model: VisitOption as unknown as ActivityModel,
  directionTable: 'visit_option_directions',
  column: 'visit_option_id',
  session: { column: 'visit_option_id', attribute: 'visitOptionId' },
  documents: null,
  timeline: {
    starts: '(SELECT min(s.starts_at) FROM visit_sessions s WHERE s.visit_option_id = a.id AND s.ends_at >= now())',
    ends: '(SELECT max(s.ends_at) FROM visit_sessions s WHERE s.visit_option_id = a.id)',
  },
  cardColumns: () =>
    `, (SELECT min(s.starts_at) FROM visit_sessions s WHERE s.visit_option_id = a.id AND s.starts_at >= now()) AS next_session_at`,
  detailColumns: '',
  detailJoin: '',
  adminSortable: [],
  presentCard: presentVisitCard,
  detail: detailOf(() => VISIT),
  inputChains: visitInputChains,
  columns: baseColumns,
  editable: editableOf(VISIT_KIND.fields.editable, {}),
  genericPublic: true,
  notices: { approved: 'visit_approved_title', rejected: 'visit_rejected_title' },
  noticeBodies: { approved: 'visit_approved_body', rejected: 'visit_rejected_body' },
};
