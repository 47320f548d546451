import type { ApiErrorBody, CONTENT_UPLOAD_KINDS, Locale, OrganizerUploadKind, UploadResult } from '@hashar/common';
import { ApiError } from './client';

/** What a file is uploaded as: an organizer upload kind, an applicant's CV, a pro bono performer's result file, a business's partner logo, or a publication's cover or photo. */
export type UploadTarget = OrganizerUploadKind | 'cv' | 'task-result' | 'partner-logo' | keyof typeof CONTENT_UPLOAD_KINDS;

export interface UploadOptions {
  token: string | null;
  locale: Locale;
  /** Fraction sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/my/uploads/:kind (an organizer's file, or an applicant's private `cv`: CvUpload) as multipart (field `file`) with the session's Bearer token.
 * XMLHttpRequest rather than fetch: it reports upload progress (documents reach 50 MB).
 * Failures are ApiErrors like every other call (413/415 carry the limit in `message`).
 */
export function uploadOrganizerFile<T = UploadResult>(kind: UploadTarget, file: File, options: UploadOptions): Promise<T> {
  return uploadFile<T>(`/api/my/uploads/${kind}`, file, options);
}

/** POST of one file (field `file`) and text fields to an upload call of the API, with progress; failures are ApiErrors. */
export function uploadFile<T>(path: string, file: File, options: UploadOptions & { fields?: Record<string, string> }): Promise<T> {
  const { token, locale, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', locale);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = body as Partial<ApiErrorBody> | undefined;
      const code = typeof error?.error === 'string' ? error.error : `http_${xhr.status}`;
      reject(new ApiError(xhr.status, code, error?.msg ?? (xhr.statusText || code), error?.fields ?? {}, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
