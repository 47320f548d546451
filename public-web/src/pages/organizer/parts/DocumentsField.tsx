import { EVENT_LIMITS } from '@hashar/common';
import { FileInput } from '../../../components/upload/FileInput';
import { fileSize } from '../../../components/upload/fileCheck';
import { useOrganizerUpload } from '../../../components/upload/useOrganizerUpload';
import { useI18n } from '../../../i18n';
import type { HeldFile } from '../../../activity/activityForm';

interface DocumentsFieldProps {
  id: string;
  documents: HeldFile[];
  onChange: (documents: HeldFile[]) => void;
  error?: string;
}

/** Event documents (pdf/ppt/pptx/doc/docx/zip/rar, size limit from common): upload one at a time, list with remove. */
export function DocumentsField({ id, documents, onChange, error }: DocumentsFieldProps) {
  const { t, locale } = useI18n();
  const uploader = useOrganizerUpload('event-document');
  const full = documents.length >= EVENT_LIMITS.documentsMax;
  const maxMb = Math.round((uploader.limits.maxBytes ?? 0) / 1024 / 1024);
  const units = { kb: t('organizer.upload.kb'), mb: t('organizer.upload.mb') };
  return (
    <div className="documents-field">
      <FileInput
        id={id}
        label={t('organizer.form.documents')}
        limits={uploader.limits}
        busy={uploader.busy}
        progress={uploader.progress}
        disabled={full}
        error={uploader.error ?? error}
        hint={
          full ? t('organizer.form.documentsFull') : t('organizer.form.documentsHint', { max: maxMb, count: EVENT_LIMITS.documentsMax })
        }
        onFile={(file) =>
          void uploader.upload(file).then((result) => {
            if (result) onChange([...documents, { key: result.key, name: result.name || file.name, url: result.url, size: result.size }]);
          })
        }
      />
      {documents.length ? (
        <ul className="documents-field__list" data-testid="documents-list">
          {documents.map((doc) => (
            <li key={doc.key}>
              <a href={doc.url} target="_blank" rel="noreferrer">
                {doc.name}
              </a>
              {doc.size ? <span className="muted"> · {fileSize(doc.size, locale, units)}</span> : null}
              <button type="button" className="btn btn--link" onClick={() => onChange(documents.filter((d) => d.key !== doc.key))}>
                {t('organizer.form.documentRemove', { name: doc.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
