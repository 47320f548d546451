import { UPLOAD_LIMITS } from '@hashar/common';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { FieldMessages, describedBy } from '../../components/forms';
import { useI18n } from '../../i18n';
import { cropToSquare } from './cropImage';

const MAX_MB = UPLOAD_LIMITS.avatar.maxBytes / (1024 * 1024);
const TYPES: readonly string[] = UPLOAD_LIMITS.avatar.types;

interface AvatarCropperProps {
  /** Receives the cropped square (PNG); the caller uploads it or just shows it. */
  onCropped: (square: Blob) => void;
  busy?: boolean;
  /** The crop button's label (e.g. "Upload avatar" on profile/edit). */
  actionLabel?: string;
}

/**
 * Choose a picture, move and zoom it under a square frame (mouse, touch or arrow keys; zoom with
 * the slider), then crop: the square is drawn in the browser and handed to `onCropped`.
 */
export function AvatarCropper({ onCropped, busy, actionLabel }: AvatarCropperProps) {
  const { t } = useI18n();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = (file: File) => {
    setError(undefined);
    if (!TYPES.includes(file.type)) return setError(t('settings.avatar.badType'));
    if (file.size > UPLOAD_LIMITS.avatar.maxBytes) return setError(t('settings.avatar.tooLarge', { max: MAX_MB }));
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSource(URL.createObjectURL(file));
  };
  const finish = async () => {
    if (!source || !area) return;
    try {
      onCropped(await cropToSquare(source, area));
      setSource(null);
    } catch {
      setError(t('settings.avatar.unreadable'));
    }
  };

  return (
    <div className="avatar-cropper" data-testid="avatar-cropper">
      <div className={`field file-input${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="avatar-file">
          {t('settings.avatar.choose', { max: MAX_MB })}
        </label>
        <input
          id="avatar-file"
          type="file"
          className="file-input__control"
          accept={TYPES.join(',')}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('avatar-file', { error })}
          data-testid="avatar-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) choose(file);
          }}
        />
        <FieldMessages id="avatar-file" error={error} liveError />
      </div>
      {source ? (
        <>
          <p className="avatar-cropper__hint">{t('settings.avatar.hint')}</p>
          <div className="avatar-cropper__stage">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              cropperProps={{ 'aria-label': t('settings.avatar.hint'), 'data-testid': 'avatar-crop-area' } as object}
            />
          </div>
          <label className="avatar-cropper__zoom">
            {t('settings.avatar.zoom')}
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
          </label>
          <p className="avatar-cropper__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setSource(null)} disabled={busy}>
              {t('settings.avatar.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void finish()}
              disabled={busy || !area}
              data-testid="avatar-crop"
            >
              {busy ? t('settings.avatar.uploading') : (actionLabel ?? t('settings.avatar.crop'))}
            </button>
          </p>
        </>
      ) : null}
    </div>
  );
}
