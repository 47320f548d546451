import type { ReactNode } from 'react';
import { FieldMessages, describedBy } from '../forms';
import { useI18n } from '../../i18n';
import { acceptAttribute, type FileLimits } from './fileCheck';
import './upload.css';

interface FileInputProps {
  id: string;
  label: ReactNode;
  limits: FileLimits;
  onFile: (file: File) => void;
  hint?: ReactNode;
  error?: string;
  busy?: boolean;
  /** 0..1 while uploading. */
  progress?: number;
  disabled?: boolean;
}

/** A labelled native file input (keyboard and screen-reader friendly) with hint, progress and error. */
export function FileInput({ id, label, limits, onFile, hint, error, busy, progress = 0, disabled }: FileInputProps) {
  const { t } = useI18n();
  const status = busy ? t('organizer.upload.progress', { percent: Math.round(progress * 100) }) : undefined;
  return (
    <div className={`field file-input${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="file-input__control"
        accept={acceptAttribute(limits)}
        disabled={disabled || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, status: busy, error })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again still fires a change
          if (file) onFile(file);
        }}
      />
      {busy ? <progress className="file-input__progress" max={1} value={progress} aria-hidden="true" /> : null}
      <FieldMessages id={id} hint={hint} status={status} error={error} liveError />
    </div>
  );
}
