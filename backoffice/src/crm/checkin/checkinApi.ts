import { toTashkentInput, type CrmCheckinResult } from '@hashar/common';
import type { Identifier } from 'react-admin';
import { httpClient } from '../../dataProvider';

const sessionPath = (id: Identifier) => `/api/crm/sessions/${encodeURIComponent(String(id))}`;

/** The CRM's QR check-in calls. */
export const checkinApi = {
  /** Checks a volunteer in by their personal code (the API's refusal comes back as the error's message). */
  checkIn: async (sessionId: Identifier, code: string) =>
    (await httpClient(`${sessionPath(sessionId)}/checkin`, { method: 'POST', body: JSON.stringify({ code }) })).json as CrmCheckinResult,
};

/** A time of day on Tashkent's clock: "15:45". */
export const tashkentTime = (iso: string): string => toTashkentInput(iso).slice(11);
