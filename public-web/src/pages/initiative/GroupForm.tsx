import { GROUP_LIMITS, toTashkentDateInput, type GroupInput, type MyGroup } from '@hashar/common';
import { useRef, useState, type FormEvent } from 'react';
import { DistrictSelect } from '../../components/geo/DistrictSelect';
import { eventsApi } from '../../api/events';
import { ApiError } from '../../api/client';
import { nameIn } from '../../activity/format';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useSubmitGuard, focusControl } from '../../components/forms';
import { useLoad } from '../../hooks/useLoad';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { CoverField } from '../organizer/parts/CoverField';
import { DirectionsField } from '../organizer/parts/DirectionsField';
import { canAddLink, GROUP_FIELDS, groupErrorsOf, groupInputOf, type GroupTextField, type GroupValues } from './groupForm';

interface GroupFormProps {
  initial: GroupValues;
  /** POST (a new group) or PUT (the group's details). */
  save: (input: GroupInput) => Promise<MyGroup>;
  onSaved: (group: MyGroup) => void;
  submitLabel: string;
}

/** The group's details (the sign-up, create and edit pages): texts ru/uz, region, directions, contacts, links, founding day, cover. */
export function GroupForm({ initial, save, onSaved, submitLabel }: GroupFormProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [values, setValues] = useState<GroupValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useSubmitGuard();
  const alertRef = useRef<HTMLDivElement>(null);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale);
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const set = (patch: Partial<GroupValues>) => setValues((v) => ({ ...v, ...patch }));
  const text = (field: GroupTextField) => ({
    id: `group-${field}`,
    label: t(`initiative.field.${field}` as MessageKey),
    value: values[field],
    onValueChange: (v: string) => set({ [field]: v }),
    error: errors[field],
  });
  const uz = { hint: t('organizer.form.uzHint') };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      try {
        const saved = await save(groupInputOf(values));
        setErrors({});
        onSaved(saved);
      } catch (err) {
        const { byField, other } = err instanceof ApiError ? groupErrorsOf(err.fields) : { byField: {}, other: [] };
        setErrors(byField);
        const first = GROUP_FIELDS.find((f) => byField[f]);
        if (first) focusControl(`group-${first}`);
        else {
          setProblem(other[0] ?? (err instanceof ApiError && err.status ? err.message : t('errors.network')));
          alertRef.current?.focus();
        }
      }
    });
  };

  const setLink = (i: number, link: string) => set({ links: values.links.map((l, j) => (j === i ? link : l)) });
  return (
    <form className="org-form initiative-form" onSubmit={submit} noValidate data-testid="group-form">
      <fieldset>
        <legend>{t('initiative.form.about')}</legend>
        <TextField {...text('nameRu')} maxLength={GROUP_LIMITS.nameMax} />
        <TextField {...text('nameUz')} hint={t('forms.bilingualHint')} maxLength={GROUP_LIMITS.nameMax} />
        <TextAreaField {...text('descriptionRu')} maxLength={GROUP_LIMITS.descriptionMax} rows={5} />
        <TextAreaField {...text('descriptionUz')} hint={t('forms.bilingualHint')} maxLength={GROUP_LIMITS.descriptionMax} rows={5} />
        <TextAreaField {...text('goalsRu')} maxLength={GROUP_LIMITS.goalsMax} rows={3} />
        <TextAreaField {...text('goalsUz')} {...uz} maxLength={GROUP_LIMITS.goalsMax} rows={3} />
      </fieldset>
      <fieldset>
        <legend>{t('initiative.form.where')}</legend>
        <div className="org-form__grid">
          <SelectField
            id="group-regionId"
            label={t('initiative.field.regionId')}
            value={values.regionId}
            error={errors['regionId']}
            onValueChange={(regionId) => set({ regionId, districtId: '' })}
          >
            <option value="">{t('initiative.field.none')}</option>
            {(regions.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {nameIn(locale, r)}
              </option>
            ))}
          </SelectField>
          <DistrictSelect
            id="group-districtId"
            variant="form"
            regionId={values.regionId ? Number(values.regionId) : null}
            value={values.districtId ? Number(values.districtId) : null}
            onChange={(d) => set({ districtId: d ? String(d) : '' })}
            error={errors['districtId']}
          />
          <TextField {...text('foundedOn')} type="date" max={toTashkentDateInput(new Date())} />
        </div>
        <DirectionsField
          id="group-directionIds"
          directions={directions.data}
          failed={directions.status === 'error'}
          selected={values.directionIds}
          onChange={(directionIds) => set({ directionIds })}
          error={errors['directionIds']}
        />
      </fieldset>
      <fieldset>
        <legend>{t('initiative.form.contacts')}</legend>
        <div className="org-form__grid">
          <TextField {...text('phone')} type="tel" maxLength={GROUP_LIMITS.phoneMax} />
          <TextField {...text('email')} type="email" maxLength={GROUP_LIMITS.emailMax} />
        </div>
        <div id="group-links" tabIndex={-1} data-testid="group-links">
          {values.links.map((link, i) => (
            <div key={i} className="initiative-form__link">
              <TextField
                id={`group-link-${i}`}
                type="url"
                label={t('initiative.field.link', { n: i + 1 })}
                value={link}
                placeholder="https://"
                maxLength={GROUP_LIMITS.linkMax}
                onValueChange={(v) => setLink(i, v)}
                error={i === 0 ? errors['links'] : undefined}
              />
              {values.links.length > 1 && (
                <button
                  type="button"
                  className="btn btn--link"
                  aria-label={t('initiative.form.removeLink', { n: i + 1 })}
                  onClick={() => set({ links: values.links.filter((_, j) => j !== i) })}
                >
                  {t('initiative.form.remove')}
                </button>
              )}
            </div>
          ))}
          {canAddLink(values) && (
            <button type="button" className="btn btn--secondary btn--small" onClick={() => set({ links: [...values.links, ''] })}>
              {t('initiative.form.addLink')}
            </button>
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('initiative.form.cover')}</legend>
        <CoverField
          id="group-cover"
          kind="project-cover"
          cover={values.cover}
          onChange={(cover) => set({ cover })}
          error={errors['cover']}
        />
      </fieldset>
      {problem && (
        <FormAlert ref={alertRef} tone="error">
          {problem}
        </FormAlert>
      )}
      {Object.keys(errors).length > 0 && <FormAlert tone="error">{t('initiative.form.invalid')}</FormAlert>}
      <SubmitButton busy={busy} busyLabel={t('initiative.form.saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
