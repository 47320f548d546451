import type { PassportFileDto } from '@hashar/common';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { FormAlert } from '../../components/forms';
import { FileInput } from '../../components/upload/FileInput';
import { checkFile } from '../../components/upload/fileCheck';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { infovolonApi, PASSPORT_LIMITS, viewPassport } from '../../api/infovolon';

/** The passport copy: its file name with view and delete, or the upload input (browser checks first, then the API's messages). */
export function PassportField({ file, onChange }: { file: PassportFileDto | null; onChange: (file: PassportFileDto | null) => void }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const failed = (err: unknown) => setError(err instanceof ApiError && err.status !== 0 ? err.message : t('errors.network'));
  const upload = async (chosen: File) => {
    const problem = checkFile(chosen, PASSPORT_LIMITS);
    setNotice(undefined);
    if (problem) {
      setError(
        problem.problem === 'type' ? t('infovolon.badType', { allowed: problem.allowed }) : t('infovolon.tooLarge', { max: problem.maxMb }),
      );
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onChange(await infovolonApi.uploadPassport(chosen, { token: session.token, locale, onProgress: setProgress }));
      setNotice(t('infovolon.passportSaved'));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await infovolonApi.deletePassport(session.request);
      onChange(null);
      setNotice(t('infovolon.passportDeleted'));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="passport" data-testid="passport">
      {file ? (
        <p className="passport__file">
          <span data-testid="passport-name">{t('infovolon.passportFile', { name: file.name })}</span>{' '}
          <button type="button" className="btn btn--link" onClick={() => void viewPassport(session.token).catch(failed)}>
            {t('infovolon.passportView')}
          </button>{' '}
          <button type="button" className="btn btn--link" disabled={busy} onClick={() => void remove()}>
            {t('infovolon.passportDelete')}
          </button>
        </p>
      ) : (
        <p className="field__hint">{t('infovolon.passportNone')}</p>
      )}
      <FileInput
        id="infovolon-passport"
        label={t('infovolon.passport')}
        limits={PASSPORT_LIMITS}
        onFile={(chosen) => void upload(chosen)}
        hint={t('infovolon.passportHint')}
        error={error}
        busy={busy}
        progress={progress}
      />
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
    </div>
  );
}
