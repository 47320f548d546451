import type { ApplicationState } from '@hashar/common';
import { useI18n } from '../../i18n';
import { HIRING_STEPS } from '../../api/vacancies';
import '../vacancies.css';

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
