import { CONTENT_LIMITS, UPLOAD_LIMITS, type PublicationPhoto } from '@hashar/common';
import { TextField } from '../../components/forms';
import { FileInput } from '../../components/upload/FileInput';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { useI18n } from '../../i18n';

interface PhotosFieldProps {
  id: string;
  photos: PublicationPhoto[];
  onChange: (photos: PublicationPhoto[]) => void;
  error?: string;
}

/** A publication's photos: one upload at a time (publication-photo), each with an optional description, up to CONTENT_LIMITS.photosMax. */
export function PhotosField({ id, photos, onChange, error }: PhotosFieldProps) {
  const { t } = useI18n();
  const uploader = useOrganizerUpload('publication-photo');
  const max = CONTENT_LIMITS.photosMax;
  const full = photos.length >= max;
  return (
    <div className="photos-field">
      <FileInput
        id={id}
        label={t('publish.form.photos')}
        limits={uploader.limits}
        busy={uploader.busy}
        progress={uploader.progress}
        disabled={full}
        hint={
          full
            ? t('publish.form.photosFull', { max })
            : t('publish.form.photosHint', { max, mb: UPLOAD_LIMITS.publicationPhoto.maxBytes / 2 ** 20 })
        }
        error={uploader.error ?? error}
        onFile={(file) =>
          void uploader.upload(file).then((result) => {
            if (result) onChange([...photos, { url: result.url }]);
          })
        }
      />
      {photos.length ? (
        <ul className="photos-field__list" data-testid="photos">
          {photos.map((photo, index) => (
            <li key={photo.url} className="photos-field__item" data-testid="photo">
              <img src={photo.url} alt="" loading="lazy" />
              <TextField
                id={`${id}-alt-${index}`}
                label={t('publish.form.photoAlt', { n: index + 1 })}
                value={photo.alt ?? ''}
                maxLength={CONTENT_LIMITS.subjectMax}
                onValueChange={(alt) => onChange(photos.map((p, i) => (i === index ? { ...p, alt } : p)))}
              />
              <button type="button" className="btn btn--link" onClick={() => onChange(photos.filter((_, i) => i !== index))}>
                {t('publish.form.photoRemove', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
