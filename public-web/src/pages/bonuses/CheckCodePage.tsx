import { BONUS_LIMITS, formatCode, normalizeCode, pagePath, validationMessage, type RedemptionCheck } from '@hashar/common';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { bonusesApi } from '../../api/bonuses';
import { focusControl, FormAlert, SubmitButton, TextField, useSubmitGuard } from '../../components/forms';
import { actionFailure } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { BonusOwnerOnly } from './BonusOwnerOnly';
import { barcodeDetector, QrScanner } from './QrScanner';
import '../../components/profilePages.css';
import './bonuses.css';

/** What the owner sees of a code: holder, offer, state, and «Mark used» while it is issued. */
function CheckResult({ check, busy, onUse }: { check: RedemptionCheck; busy: boolean; onUse: () => void }) {
  const { t, locale } = useI18n();
  const used = check.state === 'used';
  return (
    <section
      className="organizer__panel bonus-check"
      aria-labelledby="bonus-check-result"
      data-testid="check-result"
      data-state={check.state}
    >
      <h2 id="bonus-check-result">{t('bonuses.check.result', { code: formatCode(check.code) })}</h2>
      <dl className="bonus-check__facts">
        <dt>{t('bonuses.check.holder')}</dt>
        <dd data-testid="check-holder">{check.holder}</dd>
        <dt>{t('bonuses.check.offer')}</dt>
        <dd data-testid="check-offer">{check.offerTitle}</dd>
        <dt>{t('bonuses.check.issuedAt')}</dt>
        <dd>{formatDateTime(locale, check.createdAt)}</dd>
        <dt>{t('bonuses.check.state')}</dt>
        <dd data-testid="check-state">
          {used && check.usedAt ? t('bonuses.my.state.used', { date: formatDateTime(locale, check.usedAt) }) : t('bonuses.my.state.issued')}
        </dd>
      </dl>
      {used ? null : (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onUse}
          data-testid="check-use"
        >
          {busy ? t('bonuses.check.using') : t('bonuses.check.use')}
        </button>
      )}
    </section>
  );
}

/** `profile/bonuses/check`: the owner enters (or scans) a volunteer's code, sees whose it is and marks it used, once. */
export default function CheckCodePage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const title = t('bonuses.check.title');
  useDocumentTitle(title);
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<RedemptionCheck | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [using, setUsing] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();
  const { busy, run } = useSubmitGuard();
  const alertRef = useRef<HTMLDivElement>(null);
  const canScan = barcodeDetector() !== null;
  const show = (next: typeof message) => {
    setMessage(next);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const lookUp = (typed: string) =>
    run(async () => {
      setCheck(null);
      setMessage(null);
      try {
        setCheck(await bonusesApi.check(session.request, typed));
      } catch (err) {
        show({ tone: 'error', text: actionFailure(err, t('errors.network')) });
      }
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeCode(code)) {
      setCodeError(validationMessage(locale, 'required'));
      focusControl('bonus-code');
      return;
    }
    void lookUp(code);
  };
  // One call at a time (the same guard as the look-up): a late answer never overwrites a newer code's.
  const use = () =>
    run(async () => {
      if (!check) return;
      setUsing(true);
      try {
        const done = await bonusesApi.use(session.request, check.id);
        setCheck(done);
        show({
          tone: 'success',
          text: t('bonuses.check.usedNow', { date: formatDateTime(locale, done.usedAt ?? new Date().toISOString()) }),
        });
      } catch (err) {
        show({ tone: 'error', text: actionFailure(err, t('errors.network')) });
      } finally {
        setUsing(false);
      }
    });

  return (
    <BonusOwnerOnly title={title}>
      <section className="organizer bonus-check-page">
        <p className="organizer__back">
          <Link to={pagePath(locale, 'profileBonuses')}>{t('bonuses.form.back')}</Link>
        </p>
        <h1>{title}</h1>
        <p className="muted">{t('bonuses.check.lead')}</p>
        <form className="form bonus-check__form" onSubmit={onSubmit} noValidate data-testid="check-form">
          <TextField
            id="bonus-code"
            label={t('bonuses.check.code')}
            hint={t('bonuses.check.codeHint')}
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            error={codeError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={BONUS_LIMITS.codeLength * 2}
          />
          <div className="form-actions">
            <SubmitButton busy={busy} busyLabel={t('bonuses.check.checking')} data-testid="check-submit">
              {t('bonuses.check.submit')}
            </SubmitButton>
            {canScan ? (
              <button
                type="button"
                className="btn btn--secondary"
                aria-pressed={scanning}
                onClick={() => setScanning(!scanning)}
                data-testid="check-scan"
              >
                {scanning ? t('bonuses.check.scanStop') : t('bonuses.check.scan')}
              </button>
            ) : null}
          </div>
        </form>
        {scanning ? (
          <QrScanner
            onCode={(value) => {
              setScanning(false);
              setCode(formatCode(normalizeCode(value)));
              void lookUp(value);
            }}
            onFail={() => {
              setScanning(false);
              show({ tone: 'error', text: t('bonuses.check.cameraFailed') });
            }}
          />
        ) : null}
        {message ? (
          <FormAlert ref={alertRef} tone={message.tone} testId="check-message">
            {message.text}
          </FormAlert>
        ) : null}
        {check ? <CheckResult check={check} busy={using} onUse={() => void use()} /> : null}
      </section>
    </BonusOwnerOnly>
  );
}
