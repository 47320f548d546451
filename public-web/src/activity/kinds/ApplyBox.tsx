import { VACANCY_LIMITS, type CvUpload, type VacancyDetail } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginLink } from '../sessionAction';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert, SubmitButton, TextAreaField, rules } from '../../components/forms';
import { ContactsNote } from '../../components/ContactsNote';
import { FileInput } from '../../components/upload/FileInput';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { keepFieldErrors, useAction } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { HiringSteps } from './HiringSteps';
import { vacanciesApi } from '../../api/vacancies';
import '../vacancies.css';

/** A vacancy page's side column: my application's steps and withdraw, the apply form (cover letter + CV), or why one cannot apply. */
export default function ApplyBox({ item, onChanged }: { item: VacancyDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const { pathname } = useLocation();
  const { busy, error, run } = useAction(onChanged);
  const mine = item.myApplications.at(-1);
  const live = mine && mine.state !== 'withdrawn' && mine.state !== 'rejected';
  return (
    <section className="vacancy-apply" aria-labelledby="vacancy-apply-title" data-testid="vacancy-apply">
      <h2 id="vacancy-apply-title">{t('vacancies.apply.title')}</h2>
      {mine ? <HiringSteps state={mine.state} /> : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {live && mine.state !== 'accepted' ? (
        <ConfirmButton
          label={t('vacancies.apply.withdraw')}
          question={t('vacancies.apply.confirmWithdraw', { title: item.title })}
          onConfirm={() => void run(() => vacanciesApi.withdraw(request, item.id))}
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
  const { busy, error: failure, run } = useAction(onChanged);
  const max = VACANCY_LIMITS.coverLetterMax;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const required = rules.required(locale, letter);
    if (required) found['message'] = required;
    if (!cv) found['cv'] = t('vacancies.apply.cvMissing');
    setErrors(found);
    if (Object.keys(found).length || !cv) return;
    const sent = { message: letter.trim(), cv: cv.key, cvName: cv.name };
    void run(() => vacanciesApi.apply(request, item.id, sent), keepFieldErrors(setErrors));
  };
  return (
    <form className="vacancy-apply__form" onSubmit={submit} noValidate data-testid="vacancy-apply-form">
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
      <ContactsNote />
    </form>
  );
}
