import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EventNoteIcon from '@mui/icons-material/EventNote';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const eventPages = () => import('./CrmEventPages');
const activityPages = () => import('./CrmActivityPages');

/** `crm/activities`: the organization's activities of every kind → page with applicants, its kind's pipeline, roster, message. */
export const crmActivities: ResourceDefinition = {
  list: lazyPage(activityPages, 'CrmActivityList'),
  show: lazyPage(activityPages, 'CrmActivityShow'),
  icon: WorkspacesIcon,
  recordRepresentation: (record) => record.title || String(record.id),
};

/** `crm/events`: the organization's events → page with sessions, applicants, board, roster, message. */
export const crmEvents: ResourceDefinition = {
  list: lazyPage(eventPages, 'CrmEventList'),
  show: lazyPage(eventPages, 'CrmEventShow'),
  icon: EventNoteIcon,
  recordRepresentation: (record) => record.title || String(record.id),
};

/** `crm/applications`: every applicant of the organization, filterable by kind, activity, session and state. */
export const crmApplications: ResourceDefinition = {
  list: lazyPage(() => import('./ApplicantsList'), 'ApplicantsPage'),
  icon: AssignmentIndIcon,
  recordRepresentation: (record) => record.volunteerName || String(record.id),
};

/** `crm/sessions`: read by the event page (no pages of its own). */
export const crmSessions: ResourceDefinition = {};

/** The CRM dashboard (a custom route at /crm). */
export const CrmDashboardPage = lazyPage(() => import('./CrmDashboard'), 'CrmDashboard');
