import type { UploadResult } from '@hashar/common';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { uploadOrganizerFile, type UploadTarget } from '../../api/organizerUpload';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { checkFile, organizerFileLimits, type FileLimits } from './fileCheck';

export interface OrganizerUpload<T = UploadResult> {
  limits: FileLimits;
  /** Checks then uploads a file; resolves null when it was refused (the reason is in `error`). */
  upload: (file: File) => Promise<T | null>;
  busy: boolean;
  /** 0..1 while sending. */
  progress: number;
  error: string | undefined;
  clearError: () => void;
}

/** Uploads files of one kind (organizer files, an applicant's CV): the browser's checks first, then the API's (413/415 messages shown as they come). */
export function useOrganizerUpload<T = UploadResult>(kind: UploadTarget): OrganizerUpload<T> {
  const { t, locale } = useI18n();
  const session = useSession();
  const limits = useMemo(() => organizerFileLimits(kind), [kind]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | undefined>();

  const upload = useCallback(
    async (file: File) => {
      const problem = checkFile(file, limits);
      if (problem) {
        setError(
          problem.problem === 'type'
            ? t('organizer.upload.badType', { allowed: problem.allowed })
            : t('organizer.upload.tooLarge', { max: problem.maxMb }),
        );
        return null;
      }
      setError(undefined);
      setBusy(true);
      setProgress(0);
      try {
        return await uploadOrganizerFile<T>(kind, file, { token: session.token, locale, onProgress: setProgress });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          void session.logout({ goTo: `/${locale}/login?message=session` });
        }
        setError(err instanceof ApiError && err.status !== 0 ? err.message : t('errors.network'));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [kind, limits, locale, session, t],
  );

  return { limits, upload, busy, progress, error, clearError: () => setError(undefined) };
}
