import { UPLOAD_LIMITS } from '@hashar/common';
import { FileInput } from '../../components/upload/FileInput';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { useI18n } from '../../i18n';

/** The offer's image (POST /api/my/uploads/bonus-image): PNG or JPEG upload, its preview and a remove button. */
export function BonusImageField({
  image,
  onChange,
  error,
}: {
  image: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const uploader = useOrganizerUpload<{ url: string }>('bonus-image');
  return (
    <div className="cover-field">
      <FileInput
        id="bonus-image"
        label={t('bonuses.form.image')}
        limits={uploader.limits}
        busy={uploader.busy}
        progress={uploader.progress}
        hint={t('bonuses.form.imageHint', { mb: UPLOAD_LIMITS.bonusImage.maxBytes / 2 ** 20 })}
        error={uploader.error ?? error}
        onFile={(file) => void uploader.upload(file).then((result) => result && onChange(result.url))}
      />
      {image ? (
        <figure className="cover-field__preview">
          <img src={image} alt={t('bonuses.form.imagePreview')} data-testid="bonus-image-preview" />
          <figcaption>
            <button type="button" className="btn btn--link" onClick={() => onChange(null)}>
              {t('bonuses.form.imageRemove')}
            </button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
