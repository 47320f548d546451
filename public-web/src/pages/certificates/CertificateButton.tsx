import { useEffect, useId, useRef, useState } from 'react';
import { LOCALES, type CertificateDto, type Locale } from '@hashar/common';
import { useI18n } from '../../i18n';
import { actionFailure } from '../../hooks/useAction';
import { useSession } from '../../session/SessionProvider';
import { downloadFile } from '../../api/download';
import { certificatesApi, type CertificateTarget } from '../../api/certificates';
import './certificates.css';

/**
 * "Сертификат": opens a small panel to choose the certificate's language (the page's by default)
 * and make it; then offers the PDF (fetched with the session's token) and the verification link.
 * Needs the 'certificates' text area on the page (pageLoaders.ts PROFILE has it).
 */
export function CertificateButton(target: CertificateTarget) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<Locale>(locale);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<CertificateDto | null>(null);
  const [copied, setCopied] = useState(false);
  const downloadRef = useRef<HTMLButtonElement>(null);
  // The focused «make» button gives way to the ready block: its download button takes the focus.
  useEffect(() => {
    if (certificate) downloadRef.current?.focus();
  }, [certificate]);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      setCertificate(await certificatesApi.issue(request, target, language));
    } catch (err) {
      setError(actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };
  const download = async (c: CertificateDto) => {
    setError(null);
    try {
      await downloadFile(token, c.pdfUrl, `certificate-${c.token}.pdf`);
    } catch {
      setError(t('certificates.downloadFailed'));
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const label =
    target.kind === 'year'
      ? t('certificates.makeYear', { year: target.year })
      : target.kind === 'book'
        ? t('certificates.makeBook')
        : t('certificates.make');

  return (
    <div className="certificate-button" data-testid="certificate-button">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        data-testid="certificate-open"
      >
        {label}
      </button>
      {open ? (
        <div className="certificate-button__panel" id={`${id}-panel`} data-testid="certificate-panel">
          <fieldset className="certificate-button__languages">
            <legend>{t('certificates.language')}</legend>
            {LOCALES.map((l) => (
              <label key={l}>
                <input
                  type="radio"
                  name={`${id}-language`}
                  value={l}
                  checked={language === l}
                  onChange={() => {
                    setLanguage(l);
                    setCertificate(null);
                  }}
                />{' '}
                {t(`certificates.lang.${l}`)}
              </label>
            ))}
          </fieldset>
          {certificate ? (
            <div className="certificate-button__ready" role="status" data-testid="certificate-ready">
              <p>
                <strong>{t('certificates.ready')}</strong>
              </p>
              <div className="certificate-button__actions">
                <button
                  ref={downloadRef}
                  type="button"
                  className="btn btn--primary btn--small"
                  onClick={() => void download(certificate)}
                  data-testid="certificate-download"
                >
                  {t('certificates.download')}
                </button>
                <a
                  className="btn btn--secondary btn--small"
                  href={certificate.verifyUrl}
                  target="_blank"
                  rel="noopener"
                  data-testid="certificate-link"
                >
                  {t('certificates.link')}
                </a>
                <button type="button" className="btn btn--link btn--small" onClick={() => void copy(certificate.verifyUrl)}>
                  {copied ? t('certificates.copied') : t('certificates.copy')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => void make()}
              disabled={busy}
              aria-busy={busy}
              data-testid="certificate-make"
            >
              {t('certificates.create')}
            </button>
          )}
          {error ? (
            <p className="alert alert--error" role="alert" data-testid="certificate-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
