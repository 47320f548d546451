import { UPLOAD_LIMITS, type Locale, type PassportFileDto, type VolunteerProfileDto, type VolunteerProfileInput } from '@hashar/common';
import { uploadFile } from './organizerUpload';
import type { FileLimits } from '../components/upload/fileCheck';
import type { Session } from '../session/SessionProvider';

type Request = Session['request'];
const PATH = '/api/my/volunteer-profile';

/** The volunteer's own profile calls (docs/volunteer-profile-api.md). */
export const infovolonApi = {
  mine: (request: Request, signal?: AbortSignal) => request<VolunteerProfileDto>(PATH, { signal }),
  save: (request: Request, input: VolunteerProfileInput) => request<VolunteerProfileDto>(PATH, { method: 'PUT', body: input }),
  uploadPassport: (file: File, o: { token: string | null; locale: Locale; onProgress?: (f: number) => void }) =>
    uploadFile<PassportFileDto>(`${PATH}/passport`, file, o),
  deletePassport: (request: Request) => request<void>(`${PATH}/passport`, { method: 'DELETE' }),
};

/** What the browser checks before sending a passport copy (UPLOAD_LIMITS.passport; the API checks the content and the A4 sheet). */
export const PASSPORT_LIMITS: FileLimits = {
  types: UPLOAD_LIMITS.passport.types,
  extensions: ['jpg', 'jpeg', 'pdf', 'png', 'bmp'],
  maxBytes: UPLOAD_LIMITS.passport.maxBytes,
};

/** Opens the owner's passport copy in a new tab (private: the API wants the session's Bearer token, so a plain link cannot fetch it). */
export async function viewPassport(token: string | null): Promise<void> {
  const opened = window.open('', '_blank');
  const response = await fetch(`${PATH}/passport`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    opened?.close();
    throw new Error(`passport view failed: ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  if (opened) opened.location.href = href;
  else window.location.assign(href);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
