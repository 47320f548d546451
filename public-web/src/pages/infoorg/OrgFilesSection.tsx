import { ORG_DOCUMENT_KINDS, PROFILE_LIMITS, UPLOAD_LIMITS, type OrganizationFileKind, type OrgFileDto } from '@hashar/common';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { uploadFile } from '../../api/organizerUpload';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CheckboxField, SelectField } from '../../components/forms';
import { FileInput } from '../../components/upload/FileInput';
import { checkFile, fileSize, type FileLimits } from '../../components/upload/fileCheck';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { orgsApi } from '../../api/orgs';
import { imageSize } from './orgForm';

const limitsOf = (limit: { types: readonly string[]; maxBytes: number }, extensions: string[]): FileLimits => ({
  types: limit.types,
  maxBytes: limit.maxBytes,
  extensions,
});
const DOCUMENT_LIMITS = limitsOf(UPLOAD_LIMITS.document, ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'zip', 'rar']);
export const IMAGE_LIMITS = limitsOf(UPLOAD_LIMITS.organizationPhoto, ['jpg', 'jpeg', 'png']);

/** Checks a file in the browser (type, size and, for photos, pixels); the message, or null when it may go. */
export async function fileProblem(file: File, limits: FileLimits, maxPixels: number | null, t: ReturnType<typeof useI18n>['t']) {
  const problem = checkFile(file, limits);
  if (problem)
    return problem.problem === 'type'
      ? t('orgs.files.badType', { allowed: problem.allowed })
      : t('orgs.files.tooLarge', { max: problem.maxMb });
  const size = maxPixels ? await imageSize(file) : null;
  if (size && maxPixels && (size.width > maxPixels || size.height > maxPixels)) return t('orgs.files.tooManyPixels', size);
  return null;
}

/** The organization's documents (kind, public switch) or photos: upload, list, delete. */
export function OrgFilesSection({
  photos,
  files,
  onChange,
}: {
  photos: boolean;
  files: OrgFileDto[];
  onChange: (files: OrgFileDto[]) => void;
}) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const [kind, setKind] = useState<OrganizationFileKind>(photos ? 'photo' : 'document');
  const [isPublic, setIsPublic] = useState(true);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const shown = files.filter((f) => (f.kind === 'photo') === photos);
  const units = { kb: t('orgs.files.kb'), mb: t('orgs.files.mb') };
  const send = async (file: File) => {
    const problem = await fileProblem(
      file,
      photos ? IMAGE_LIMITS : DOCUMENT_LIMITS,
      photos ? UPLOAD_LIMITS.organizationPhoto.maxPixels : null,
      t,
    );
    setError(problem ?? undefined);
    if (problem) return;
    setBusy(true);
    try {
      const fields = { kind: photos ? 'photo' : kind, isPublic: String(isPublic) };
      const added = await uploadFile<OrgFileDto>('/api/my/organization/files', file, { token, locale, onProgress: setProgress, fields });
      onChange([...files, added]);
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 0 ? (err.fields['file'] ?? err.message) : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  const togglePublic = async (f: OrgFileDto, value: boolean) => {
    const saved = await orgsApi.patchFile(request, f.id, { isPublic: value });
    onChange(files.map((x) => (x.id === f.id ? saved : x)));
  };
  const remove = async (f: OrgFileDto) => {
    await orgsApi.deleteFile(request, f.id);
    onChange(files.filter((x) => x.id !== f.id));
  };
  const id = photos ? 'org-photos' : 'org-documents';
  return (
    <fieldset className="org-form" data-testid={`${id}-section`}>
      <legend>{t(photos ? 'orgs.files.photos' : 'orgs.files.documents')}</legend>
      {!photos && (
        <div className="org-form__grid">
          <SelectField
            id="org-doc-kind"
            label={t('orgs.files.kind')}
            value={kind}
            onValueChange={(v) => setKind(v as OrganizationFileKind)}
          >
            {ORG_DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`orgs.files.kind.${k}`)}
              </option>
            ))}
          </SelectField>
          <CheckboxField id="org-doc-public" label={t('orgs.files.public')} checked={isPublic} onCheckedChange={setIsPublic} />
        </div>
      )}
      <FileInput
        id={`${id}-file`}
        label={t(photos ? 'orgs.files.photoUpload' : 'orgs.files.upload')}
        limits={photos ? IMAGE_LIMITS : DOCUMENT_LIMITS}
        hint={photos ? t('orgs.files.photosHint', { max: PROFILE_LIMITS.photos }) : t('orgs.files.documentsHint')}
        error={error}
        busy={busy}
        progress={progress}
        onFile={(file) => void send(file)}
      />
      {shown.length === 0 ? (
        <p>{t('orgs.files.none')}</p>
      ) : (
        <ul className="org-files" data-testid={`${id}-list`}>
          {shown.map((f) => (
            <li key={f.id}>
              {photos ? <img src={f.url} alt={f.name} /> : <a href={f.url}>{f.name}</a>}
              <span>
                {!photos && `${t(`orgs.files.kind.${f.kind}` as MessageKey)}, `}
                {fileSize(f.size, locale, units)}
              </span>
              {!photos && (
                <CheckboxField
                  id={`org-file-public-${f.id}`}
                  label={t('orgs.files.public')}
                  checked={f.isPublic}
                  onCheckedChange={(v) => void togglePublic(f, v)}
                />
              )}
              <ConfirmButton
                label={t('orgs.files.delete')}
                question={t('orgs.files.deleteConfirm', { name: f.name })}
                danger
                onConfirm={() => void remove(f)}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
