import { LIMITS, pagePath, type AccountActionResponse } from '@hashar/common';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, apiRequest } from '../../api/client';
import { Captcha } from '../../components/captcha';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  Template,
  TextField,
  firstInvalid,
  focusControl,
  hasErrors,
  splitServerErrors,
  useSubmitGuard,
  type FieldErrors,
} from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { AccountKindField } from './AccountKindField';
import { AuthCard } from './AuthCard';
import { failureMessage } from './errors';
import { ProbonoField } from './ProbonoField';
import {
  SIGN_UP_FIELDS,
  initialSignUpValues,
  namesAnOrganization,
  registrationRequest,
  validateSignUp,
  type SignUpField,
  type SignUpValues,
} from './signUpForm';
import { useEmailAvailability } from './useEmailAvailability';
import { itemName, useReferenceList } from './useReferenceList';

const IDS: Record<SignUpField, string> = {
  type: 'signup-type',
  probonoDirections: 'signup-probono',
  username: 'signup-email',
  password: 'signup-password',
  repeat: 'signup-repeat',
  name: 'signup-name',
  regionId: 'signup-region',
  referralCode: 'signup-referral',
  consent: 'signup-consent',
  captcha: 'signup-captcha',
};

/** Text fields whose rules are shown once the visitor leaves them (not while typing). */
type BlurChecked = 'username' | 'password' | 'repeat' | 'name' | 'referralCode';

/** Sign-up (`/{locale}/sign-up`): account kind, email with a live availability check, region, consent, captcha. */
export default function SignUpPage() {
  const { locale, t } = useI18n();
  const { setError } = useSession();
  const [params] = useSearchParams();
  const [values, setValues] = useState<SignUpValues>(() => initialSignUpValues(params.get('ref') ?? '', params.get('type')));
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<SignUpField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<SignUpField>>({});
  /** The server's answer to a failed registration (client problems are summarised from `errors`). */
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  /** A submit was refused for want of a captcha token; until then a missing one is just "in progress". */
  const [captchaMissed, setCaptchaMissed] = useState(false);
  const { busy, run } = useSubmitGuard();
  const availability = useEmailAvailability(values.username, locale);
  const cities = useReferenceList('/api/cities', locale);
  const directions = useReferenceList('/api/reference/probono-directions', locale, values.type === 'probono');
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const clientErrors = validateSignUp(values, locale, availability === 'taken');
  const errors: FieldErrors<SignUpField> = {};
  for (const field of SIGN_UP_FIELDS) {
    const shown =
      field === 'captcha' ? captchaMissed : submitted || touched.has(field) || (field === 'username' && availability === 'taken');
    const message = (shown ? clientErrors[field] : undefined) ?? serverErrors[field];
    if (message) errors[field] = message;
  }

  const update = <F extends keyof SignUpValues>(field: F, value: SignUpValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (current[field as SignUpField] ? { ...current, [field]: undefined } : current));
  };
  const touch = (field: BlurChecked) => () => {
    if (values[field] !== '') setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  };
  const onCaptcha = useCallback((token: string | null) => {
    setValues((current) => ({ ...current, captcha: token }));
    if (token) {
      setServerErrors((current) => ({ ...current, captcha: undefined }));
      setCaptchaMissed(false);
    }
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setSubmitted(true);
      const found = validateSignUp(values, locale, availability === 'taken');
      const first = firstInvalid(SIGN_UP_FIELDS, found);
      if (first) {
        setFormError(null);
        if (found.captcha) setCaptchaMissed(true);
        focusControl(IDS[first]);
        return;
      }
      setFormError(null);
      setServerErrors({});
      setError(null);
      try {
        const res = await apiRequest<AccountActionResponse>('/api/user/registration', {
          method: 'POST',
          locale,
          body: registrationRequest(values),
        });
        setDone(res.msg);
      } catch (err) {
        setCaptchaReset((n) => n + 1); // the server accepts a captcha solution once
        const message = failureMessage(err, t);
        setError(message); // spec §8: a failed registration's msg is the global error
        const { byField, other } = splitServerErrors(err instanceof ApiError ? err.fields : {}, SIGN_UP_FIELDS);
        setServerErrors(byField);
        setFormError([message, ...other].join(' '));
        const firstServer = firstInvalid(SIGN_UP_FIELDS, byField);
        if (firstServer && firstServer !== 'captcha') focusControl(IDS[firstServer]);
      }
    });
  };

  if (done) {
    const resend = `${pagePath(locale, 'confirmation')}?email=${encodeURIComponent(values.username.trim())}`;
    return (
      <AuthCard title={t('signUp.doneTitle')}>
        <div className="auth__result">
          <FormAlert ref={doneRef} tone="success" testId="sign-up-done">
            {done}
          </FormAlert>
          <p className="auth__intro">
            {t('signUp.noMail')} <Link to={resend}>{t('login.resend')}</Link>
          </p>
          <Link className="btn btn--primary" to={pagePath(locale, 'login')}>
            {t('account.toLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const emailStatus =
    availability === 'checking'
      ? t('signUp.email.checking')
      : availability === 'free' && !errors.username
        ? t('signUp.email.free')
        : undefined;
  const regionStatus =
    cities.list.status === 'loading' ? (
      t('signUp.region.loading')
    ) : cities.list.status === 'failed' ? (
      <>
        {t('account.listFailed')}{' '}
        <button type="button" className="btn btn--link" onClick={cities.retry}>
          {t('forms.retry')}
        </button>
      </>
    ) : undefined;
  const privacy = pagePath(locale, 'privacy');
  const summary = formError ?? (submitted && hasErrors(errors) ? t('forms.fixErrors') : null);

  return (
    <AuthCard
      wide
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      footer={
        <>
          <span>{t('signUp.haveAccount')}</span>
          <Link to={pagePath(locale, 'login')}>{t('account.toLogin')}</Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={summary ? 'signup-form-error' : undefined}>
        {summary ? (
          <FormAlert tone="error" testId="form-error">
            <span id="signup-form-error">{summary}</span>
          </FormAlert>
        ) : null}

        <AccountKindField id={IDS.type} value={values.type} onChange={(kind) => update('type', kind)} error={errors.type} />

        {values.type === 'probono' ? (
          <ProbonoField
            id={IDS.probonoDirections}
            list={directions.list}
            onRetry={directions.retry}
            selected={values.probonoDirections}
            onChange={(ids) => update('probonoDirections', ids)}
            error={errors.probonoDirections}
          />
        ) : null}

        <div className="sign-up__grid">
          <TextField
            className="field--full"
            id={IDS.username}
            label={t('account.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={LIMITS.email.max}
            placeholder={t('account.emailPlaceholder')}
            value={values.username}
            onValueChange={(v) => update('username', v)}
            onBlur={touch('username')}
            error={errors.username}
            liveError
            status={emailStatus}
          />
          <TextField
            id={IDS.password}
            label={t('account.password')}
            type="password"
            autoComplete="new-password"
            required
            revealable
            hint={t('account.passwordHint', LIMITS.password)}
            value={values.password}
            onValueChange={(v) => update('password', v)}
            onBlur={touch('password')}
            error={errors.password}
          />
          <TextField
            id={IDS.repeat}
            label={t('account.repeat')}
            type="password"
            autoComplete="new-password"
            required
            revealable
            value={values.repeat}
            onValueChange={(v) => update('repeat', v)}
            onBlur={touch('repeat')}
            error={errors.repeat}
          />
          <TextField
            id={IDS.name}
            label={t(namesAnOrganization(values.type) ? 'signUp.name.organization' : 'signUp.name.person')}
            autoComplete={namesAnOrganization(values.type) ? 'organization' : 'name'}
            required
            value={values.name}
            onValueChange={(v) => update('name', v)}
            onBlur={touch('name')}
            error={errors.name}
          />
          <SelectField
            id={IDS.regionId}
            label={t('signUp.region')}
            required
            value={values.regionId}
            onValueChange={(v) => update('regionId', v)}
            error={errors.regionId}
            status={regionStatus}
          >
            <option value="">{t('signUp.region.empty')}</option>
            {cities.list.status === 'ready'
              ? cities.list.items.map((city) => (
                  <option key={city.id} value={String(city.id)}>
                    {itemName(city, locale)}
                  </option>
                ))
              : null}
          </SelectField>
          <TextField
            className="field--full"
            id={IDS.referralCode}
            label={t('signUp.referral')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('signUp.referral.hint')}
            value={values.referralCode}
            onValueChange={(v) => update('referralCode', v)}
            onBlur={touch('referralCode')}
            error={errors.referralCode}
          />
        </div>

        <CheckboxField
          id={IDS.consent}
          required
          checked={values.consent}
          onCheckedChange={(checked) => update('consent', checked)}
          error={errors.consent}
          label={
            <Template
              text={t('signUp.consent')}
              slots={{
                terms: (
                  <Link to={`${privacy}#terms`} target="_blank" rel="noopener">
                    {t('signUp.consent.terms')}
                  </Link>
                ),
                privacy: (
                  <Link to={`${privacy}#privacy`} target="_blank" rel="noopener">
                    {t('signUp.consent.privacy')}
                  </Link>
                ),
              }}
            />
          }
        />

        <Captcha id={IDS.captcha} onChange={onCaptcha} resetKey={captchaReset} error={errors.captcha} />

        <SubmitButton className="btn--block" busy={busy} busyLabel={t('forms.busy')}>
          {t('signUp.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
