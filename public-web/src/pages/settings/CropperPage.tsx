import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { AvatarCropper } from './AvatarCropper';
import './settings.css';

/** cropper: the avatar cropper on its own — choose, crop, see the square; nothing is uploaded. */
export default function CropperPage() {
  const { t } = useI18n();
  const [result, setResult] = useState<string | null>(null);
  useDocumentTitle(t('settings.cropper.title'));
  useEffect(() => () => void (result && URL.revokeObjectURL(result)), [result]);
  return (
    <section className="settings" data-testid="cropper-page">
      <h1>{t('settings.cropper.title')}</h1>
      <p>{t('settings.cropper.intro')}</p>
      <div className="settings__card">
        <AvatarCropper onCropped={(square) => setResult(URL.createObjectURL(square))} />
      </div>
      {result ? (
        <figure className="settings__card settings__result">
          <img src={result} alt={t('settings.avatar.preview')} width={256} height={256} data-testid="cropper-result" />
          <img src={result} alt="" width={64} height={64} className="settings__avatar-image" />
          <figcaption>{t('settings.avatar.preview')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
