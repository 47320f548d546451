import { UPLOAD_LIMITS } from '@hashar/common';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { uploadFile } from '../../api/organizerUpload';
import { FileInput } from '../../components/upload/FileInput';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { orgsApi } from '../../api/orgs';
import { fileProblem, IMAGE_LIMITS } from './OrgFilesSection';

/** The banner or the logo: the current image, a file input to replace it, a button to remove it. */
export function OrgImageField({
  which,
  url,
  onChange,
}: {
  which: 'banner' | 'logo';
  url: string | null;
  onChange: (url: string | null) => void;
}) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const limits = { ...IMAGE_LIMITS, maxBytes: UPLOAD_LIMITS.organizationBanner.maxBytes };
  const send = async (file: File) => {
    const problem = await fileProblem(file, limits, null, t);
    setError(problem ?? undefined);
    if (problem) return;
    setBusy(true);
    try {
      const saved = await uploadFile<{ url: string }>(`/api/my/organization/${which}`, file, { token, locale, onProgress: setProgress });
      onChange(saved.url);
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 0 ? (err.fields['file'] ?? err.message) : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    await orgsApi.removeImage(request, which);
    onChange(null);
  };
  return (
    <div className="org-image" data-testid={`org-${which}`}>
      {url && <img src={url} alt="" style={{ maxWidth: '100%', maxHeight: which === 'logo' ? 96 : 160, borderRadius: 8 }} />}
      <FileInput
        id={`org-${which}-file`}
        label={t(which === 'logo' ? 'orgs.files.logo' : 'orgs.files.banner')}
        hint={t(which === 'logo' ? 'orgs.files.logoHint' : 'orgs.files.bannerHint')}
        limits={limits}
        error={error}
        busy={busy}
        progress={progress}
        onFile={(file) => void send(file)}
      />
      {url && (
        <button type="button" className="btn btn--secondary" onClick={() => void remove()}>
          {t('orgs.files.remove')}
        </button>
      )}
    </div>
  );
}
