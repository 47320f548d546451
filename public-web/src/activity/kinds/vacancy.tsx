import { VACANCY_LIMITS, type ApplicationState, type CvUpload, type VacancyCard, type VacancyDetail } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert, SubmitButton, TextAreaField, rules } from '../../components/forms';
import { FileInput } from '../../components/upload/FileInput';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { HIRING_STEPS, vacanciesApi } from '../../pages/vacancies/vacanciesApi';
import { loginLink } from '../sessionAction';
import { kindParts } from '../shapes';
import '../../pages/vacancies/vacancies.css';

/** A sum in Uzbek so'm with grouped digits: "1 500 000". */
const sum = (amount: number) => new Intl.NumberFormat('ru-RU').format(amount);

/** Pay kind, and the amount when it has one. */
function PayText({ item }: { item: VacancyCard }) {
  const { t } = useI18n();
  const amount = item.pay !== 'unpaid' && item.amount ? ` · ${t('vacancies.amount', { amount: sum(item.amount) })}` : '';
  return (
    <>
      {t(`vacancies.pay.${item.pay}`)}
      {amount}
    </>
  );
}

/** Card: vacancy or internship, pay, and the deadline for applications. */
function CardLead({ item }: { item: VacancyCard }) {
  const { locale, t } = useI18n();
  return (
    <p className="event-card__meta" data-testid="vacancy-card-kind">
      <span className={`state-badge state-badge--${item.vacancyKind}`}>{t(`vacancies.kind.${item.vacancyKind}`)}</span>{' '}
      <PayText item={item} />
      {item.deadline ? (
        <>
          {' · '}
          {t('vacancies.deadline')} <time dateTime={item.deadline}>{formatDate(locale, item.deadline)}</time>
        </>
      ) : null}
    </p>
  );
}

/** Page facts before the place: the kind and the deadline (Tashkent time). */
function FactsLead({ item }: { item: VacancyDetail }) {
  const { locale, t } = useI18n();
  return (
    <>
      <dt>{t('vacancies.kind')}</dt>
      <dd data-testid="vacancy-kind">{t(`vacancies.kind.${item.vacancyKind}`)}</dd>
      <dt>{t('vacancies.deadline')}</dt>
      <dd>{item.deadline ? <time dateTime={item.deadline}>{formatDateTime(locale, item.deadline)}</time> : t('vacancies.noDeadline')}</dd>
    </>
  );
}

/** Page facts after the place: pay and places. */
function FactsTail({ item }: { item: VacancyDetail }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{t('vacancies.pay')}</dt>
      <dd data-testid="vacancy-pay">
        <PayText item={item} />
      </dd>
      {item.places ? (
        <>
          <dt>{t('vacancies.places')}</dt>
          <dd>{item.places}</dd>
        </>
      ) : null}
    </>
  );
}

/** Duties, requirements and conditions (schedule, format, pay, duration for internships). */
function Sections({ item }: { item: VacancyDetail }) {
  const { t } = useI18n();
  const block = (id: string, title: string, text: string | null) =>
    text ? (
      <section aria-labelledby={`vacancy-${id}`}>
        <h2 id={`vacancy-${id}`}>{title}</h2>
        <p className="activity__text">{text}</p>
      </section>
    ) : null;
  return (
    <>
      {block('duties', t('vacancies.duties'), item.duties)}
      {block('requirements', t('vacancies.requirements'), item.requirements)}
      <section aria-labelledby="vacancy-conditions" data-testid="vacancy-conditions">
        <h2 id="vacancy-conditions">{t('vacancies.conditions')}</h2>
        <dl className="activity__facts">
          {item.schedule ? (
            <>
              <dt>{t('vacancies.schedule')}</dt>
              <dd>{item.schedule}</dd>
            </>
          ) : null}
          <dt>{t('vacancies.format')}</dt>
          <dd>{t(`vacancies.remote.${item.isRemote ? 'true' : 'false'}`)}</dd>
          <dt>{t('vacancies.pay')}</dt>
          <dd>
            <PayText item={item} />
          </dd>
          {item.vacancyKind === 'internship' && item.duration ? (
            <>
              <dt>{t('vacancies.duration')}</dt>
              <dd>{item.duration}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}

/** The application's steps: applied → shortlisted → interview → accepted, or where it stopped (rejected, withdrawn). */
export function HiringSteps({ state }: { state: ApplicationState }) {
  const { t } = useI18n();
  const reached = Math.max(0, (HIRING_STEPS as readonly string[]).indexOf(state));
  const stopped = state === 'rejected' || state === 'withdrawn';
  const steps = HIRING_STEPS.map((step, i) => ({
    key: step,
    label: t(`vacancies.step.${step === 'pending' ? 'applied' : step}`),
    status: i < reached || (i === reached && state === 'accepted') ? 'done' : i === reached && !stopped ? 'current' : 'todo',
  }));
  return (
    <ol className="hiring-steps" aria-label={t('vacancies.steps')} data-testid="hiring-steps" data-state={state}>
      {steps.map((s) => (
        <li
          key={s.key}
          className={`hiring-steps__step hiring-steps__step--${s.status}`}
          aria-current={s.status === 'current' ? 'step' : undefined}
        >
          {s.label}
          {s.status !== 'todo' ? (
            <span className="visually-hidden"> ({t(`vacancies.step.${s.status === 'done' ? 'done' : 'current'}`)})</span>
          ) : null}
        </li>
      ))}
      {stopped ? <li className="hiring-steps__step hiring-steps__step--stopped">{t(`vacancies.step.${state}`)}</li> : null}
    </ol>
  );
}

/** Side column: my application's steps and withdraw, the apply form (cover letter + CV), or why one cannot apply. */
function Actions({ item, onChanged }: { item: VacancyDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const mine = item.myApplications.at(-1);
  const live = mine && mine.state !== 'withdrawn' && mine.state !== 'rejected';
  const withdraw = async () => {
    setBusy(true);
    try {
      await vacanciesApi.withdraw(request, item.id);
      onChanged();
    } catch (err) {
      setError(err instanceof ApiError && err.status ? err.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="vacancy-apply" aria-labelledby="vacancy-apply-title" data-testid="vacancy-apply">
      <h2 id="vacancy-apply-title">{t('vacancies.apply.title')}</h2>
      {mine ? <HiringSteps state={mine.state} /> : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {live && mine.state !== 'accepted' ? (
        <ConfirmButton
          label={t('vacancies.apply.withdraw')}
          question={t('vacancies.apply.confirmWithdraw', { title: item.title })}
          onConfirm={() => void withdraw()}
          busy={busy}
          testId="vacancy-withdraw"
        />
      ) : null}
      {item.canApply ? <ApplyForm item={item} onChanged={onChanged} /> : null}
      {item.applyRefusal === 'guest' ? (
        <p>
          {t('vacancies.apply.guest')}{' '}
          <Link className="btn btn--secondary" to={loginLink(locale, pathname)} data-testid="vacancy-login">
            {t('vacancies.apply.login')}
          </Link>
        </p>
      ) : null}
      {item.applyRefusal === 'role' ? <p className="muted">{t('vacancies.apply.role')}</p> : null}
      {item.applyRefusal === 'closed' ? <p className="muted">{t('vacancies.apply.closed')}</p> : null}
    </section>
  );
}

/** The cover letter and the CV (checked in the browser, then by the API), then the application. */
function ApplyForm({ item, onChanged }: { item: VacancyDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const upload = useOrganizerUpload<CvUpload>('cv');
  const [letter, setLetter] = useState('');
  const [cv, setCv] = useState<CvUpload | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const max = VACANCY_LIMITS.coverLetterMax;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const required = rules.required(locale, letter);
    if (required) found['message'] = required;
    if (!cv) found['cv'] = t('vacancies.apply.cvMissing');
    setErrors(found);
    if (Object.keys(found).length || !cv) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await vacanciesApi.apply(request, item.id, { message: letter.trim(), cv: cv.key, cvName: cv.name });
      onChanged();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors({ ...err.fields });
      setFailure(err instanceof ApiError && err.status ? err.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="vacancy-apply__form" onSubmit={(e) => void submit(e)} noValidate data-testid="vacancy-apply-form">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextAreaField
        id="vacancy-letter"
        label={t('vacancies.apply.letter')}
        hint={t('vacancies.apply.letterHint', { max })}
        value={letter}
        onValueChange={setLetter}
        maxLength={max}
        required
        error={errors['message']}
      />
      <FileInput
        id="vacancy-cv"
        label={t('vacancies.apply.cv')}
        limits={upload.limits}
        busy={upload.busy}
        progress={upload.progress}
        error={upload.error ?? errors['cv']}
        hint={cv ? t('vacancies.apply.cvReady', { name: cv.name }) : undefined}
        onFile={(file) =>
          void upload.upload(file).then((done) => {
            if (done) {
              setCv(done);
              setErrors((e) => ({ ...e, cv: '' }));
            }
          })
        }
      />
      <SubmitButton busy={busy} busyLabel={t('organizer.form.saving')} data-testid="vacancy-apply-send">
        {t('vacancies.apply.send')}
      </SubmitButton>
    </form>
  );
}

/** A vacancy's own lines and parts: kind, pay, deadline; duties, requirements, conditions; applying with a CV. */
export const VACANCY_PARTS = kindParts<VacancyCard, VacancyDetail>({
  cardLead: CardLead,
  factsLead: FactsLead,
  factsTail: FactsTail,
  sections: Sections,
  actions: Actions,
});
