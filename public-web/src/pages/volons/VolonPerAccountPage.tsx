import { pagePath, type VolonVisibility } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField, FormAlert } from '../../components/forms';
import { LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { VolonProfile } from './VolonProfile';
import { volonsApi } from '../../api/volons';
import '../../activity/events.css';
import './volons.css';

const SWITCHES = ['isListed', 'showActivities', 'showPoints'] as const;

/** `/{locale}/volons/peraccount`: "how others see me" — the volunteer's own public page and their visibility switches, saved at once. */
export default function VolonPerAccountPage() {
  const { locale, t } = useI18n();
  const { request, token, user, role } = useSession();
  useDocumentTitle(t('volons.me.title'));
  const id = user ? Number(user.sub) : 0;
  const volunteer = role === 'volon' && id > 0;
  const loaded = useLoad((signal) => volonsApi.detail(request, id, signal), `${locale}|${token ?? ''}|${id}`, volunteer);
  const [saved, setSaved] = useState(false);
  const action = useAction(() => {
    setSaved(true);
    loaded.reload();
  });
  const volon = loaded.data;
  const choices = volon?.visibility;
  const toggle = (field: keyof VolonVisibility, on: boolean) => {
    if (!choices) return;
    const next = { ...choices, [field]: on };
    setSaved(false);
    loaded.update((v) => ({ ...v, visibility: next }));
    void action.run(() => volonsApi.saveVisibility(request, next));
  };
  if (!volunteer) {
    return (
      <section className="volon-page">
        <h1>{t('volons.me.title')}</h1>
        <FormAlert tone="info" testId="volunteers-only">
          {t('volons.me.onlyVolunteers')}
        </FormAlert>
      </section>
    );
  }
  return (
    <section className="volon-page" data-testid="volon-peraccount">
      <h1>{t('volons.me.title')}</h1>
      <p className="events-page__intro">{t('volons.me.intro')}</p>
      {loaded.status === 'error' && <LoadError onRetry={loaded.reload} />}
      {!volon && loaded.status === 'loading' && <Loading />}
      {choices && (
        <fieldset className="volon-switches" aria-busy={action.busy}>
          <legend className="visually-hidden">{t('volons.me.title')}</legend>
          {SWITCHES.map((field) => (
            <CheckboxField
              key={field}
              id={`visibility-${field}`}
              label={t(`volons.me.${field}`)}
              checked={choices[field]}
              onCheckedChange={(on) => toggle(field, on)}
            />
          ))}
          <p className="volon-switches__status" role="status">
            {saved && !action.busy && !action.error ? t('volons.me.saved') : ''}
          </p>
          {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
        </fieldset>
      )}
      {choices && !choices.isListed && (
        <FormAlert tone="info" testId="volon-not-listed">
          {t('volons.me.notListed')}
        </FormAlert>
      )}
      {volon && (
        <p className="volon-links">
          <Link to={pagePath(locale, 'volonView', { id })}>{t('volons.me.open')}</Link>
          {' · '}
          <Link to={pagePath(locale, 'profileInfoVolon')}>{t('volons.me.edit')}</Link>
        </p>
      )}
      {volon && <VolonProfile volon={volon} />}
    </section>
  );
}
