import { EVENT_LIMITS } from '@hashar/common';
import type { UploadTarget } from '../../../api/organizerUpload';
import { useState } from 'react';
import { FileInput } from '../../../components/upload/FileInput';
import { useOrganizerUpload } from '../../../components/upload/useOrganizerUpload';
import { useI18n } from '../../../i18n';
import type { HeldFile } from '../../../activity/activityForm';

interface CoverFieldProps {
  id: string;
  kind: Extract<UploadTarget, `${string}-cover`>;
  cover: HeldFile | null;
  onChange: (cover: HeldFile | null) => void;
  error?: string;
  /** The kind's recommended size (spec §9); default the events' 1920×1080. */
  recommended?: { width: number; height: number };
  /** The hint under the field instead of the recommended size. */
  hint?: string;
}

/** The cover image: png/jpeg upload with the recommended size as a hint, a preview and its real size. */
export function CoverField({ id, kind, cover, onChange, error, recommended = EVENT_LIMITS.coverRecommended, hint }: CoverFieldProps) {
  const { t } = useI18n();
  const uploader = useOrganizerUpload(kind);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const { width, height } = recommended;
  return (
    <div className="cover-field">
      <FileInput
        id={id}
        label={t('organizer.form.cover')}
        limits={uploader.limits}
        busy={uploader.busy}
        progress={uploader.progress}
        hint={hint ?? t('organizer.form.coverHint', { width, height })}
        error={uploader.error ?? error}
        onFile={(file) =>
          void uploader.upload(file).then((result) => {
            if (result) onChange({ key: result.key, name: result.name, url: result.url, size: result.size });
          })
        }
      />
      {cover ? (
        <figure className="cover-field__preview">
          <img
            src={cover.url}
            alt=""
            data-testid="cover-preview"
            onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          />
          <figcaption>
            {size ? <span>{t('organizer.form.coverSize', size)}</span> : null}
            <button
              type="button"
              className="btn btn--link"
              onClick={() => {
                setSize(null);
                onChange(null);
              }}
            >
              {t('organizer.form.coverRemove')}
            </button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
