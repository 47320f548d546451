import { ORGANIZATION_GEOGRAPHY, PROFILE_LIMITS, type DirectionDto, type OrgProfile } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import type { RegionDto } from '../../api/events';
import { ApiError } from '../../api/client';
import { DirectionToggles } from '../../activity/FilterParts';
import { nameIn } from '../../activity/format';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useSubmitGuard } from '../../components/forms';
import { DistrictSelect } from '../../components/geo/DistrictSelect';
import { PlacePicker } from '../../components/geo/PlacePicker';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { orgsApi } from '../../api/orgs';
import { COUNT_FIELDS, formOf, inputOf, type OrgForm } from './orgForm';

interface Props {
  profile: OrgProfile;
  regions: readonly RegionDto[];
  directions: readonly DirectionDto[];
  onSaved: (p: OrgProfile) => void;
}

/** Every field of the organization's profile in sections; saved at once (PUT), the API's messages shown by their fields. */
export function OrgProfileForm({ profile, regions, directions, onSaved }: Props) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [form, setForm] = useState<OrgForm>(() => formOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<'saved' | 'invalid' | string | null>(null);
  const { busy, run } = useSubmitGuard();
  const set = (patch: Partial<OrgForm>) => setForm((f) => ({ ...f, ...patch }));
  const text = (name: keyof OrgForm & string, extra: { maxLength?: number; type?: string; hint?: string; required?: boolean } = {}) => ({
    id: `org-${name}`,
    label: t(`orgs.field.${name}` as MessageKey),
    value: String(form[name] ?? ''),
    onValueChange: (v: string) => set({ [name]: v } as Partial<OrgForm>),
    error: errors[name],
    ...extra,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        const saved = await orgsApi.save(request, inputOf(form));
        setErrors({});
        setResult('saved');
        onSaved(saved);
      } catch (err) {
        if (err instanceof ApiError && Object.keys(err.fields).length) {
          setErrors(err.fields);
          setResult('invalid');
        } else setResult(err instanceof ApiError ? err.message : t('errors.network'));
      }
    });
  };
  const toggleRegion = (id: number, on: boolean) =>
    set({ regionIds: on ? [...form.regionIds, id].sort((a, b) => a - b) : form.regionIds.filter((r) => r !== id) });
  return (
    <form className="org-form" onSubmit={submit} noValidate data-testid="org-form">
      <fieldset>
        <legend>{t('orgs.form.legal')}</legend>
        <p className="field__hint">{t('orgs.form.legalHint')}</p>
        <TextField {...text('name', { maxLength: 300, required: true })} />
        <div className="org-form__grid">
          <TextField {...text('taxNumber', { maxLength: 9 })} inputMode="numeric" />
          <TextField {...text('registrationDate', { type: 'date' })} />
          <TextField {...text('legalForm', { maxLength: 100 })} />
          <TextField {...text('headName', { maxLength: PROFILE_LIMITS.shortText })} />
        </div>
        <TextField {...text('legalAddress', { maxLength: PROFILE_LIMITS.address })} />
      </fieldset>
      <fieldset>
        <legend>{t('orgs.form.contacts')}</legend>
        <div className="org-form__grid">
          <TextField {...text('phone', { type: 'tel', maxLength: 20 })} />
          <TextField {...text('email', { type: 'email', maxLength: 200 })} />
          <TextField {...text('website', { type: 'url', maxLength: 300 })} />
        </div>
        <TextField {...text('actualAddress', { maxLength: PROFILE_LIMITS.address })} />
      </fieldset>
      <fieldset>
        <legend>{t('orgs.form.about')}</legend>
        <TextAreaField {...text('aboutRu', { maxLength: PROFILE_LIMITS.text })} />
        <TextAreaField {...text('aboutUz', { maxLength: PROFILE_LIMITS.text, hint: t('orgs.form.uzHint') })} />
      </fieldset>
      <fieldset>
        <legend>{t('orgs.form.geography')}</legend>
        <div className="org-form__grid">
          <SelectField
            id="org-geography"
            label={t('orgs.field.geography')}
            value={form.geography}
            error={errors['geography']}
            onValueChange={(v) => set({ geography: v as OrgForm['geography'] })}
          >
            <option value="">{t('orgs.field.none')}</option>
            {ORGANIZATION_GEOGRAPHY.map((g) => (
              <option key={g} value={g}>
                {t(`orgs.geography.${g}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="org-regionId"
            label={t('orgs.field.regionId')}
            value={form.regionId ? String(form.regionId) : ''}
            error={errors['regionId']}
            onValueChange={(v) => set({ regionId: v ? Number(v) : null, districtId: null })}
          >
            <option value="">{t('orgs.field.none')}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {nameIn(locale, r)}
              </option>
            ))}
          </SelectField>
          <DistrictSelect
            id="org-districtId"
            variant="form"
            regionId={form.regionId}
            value={form.districtId}
            onChange={(districtId) => set({ districtId })}
            error={errors['districtId']}
          />
        </div>
        <PlacePicker
          id="org-point"
          regionId={form.regionId}
          districtId={form.districtId}
          value={form.point}
          onChange={(point) => set({ point })}
          error={errors['point']}
        />
        <fieldset className="org-regions" data-testid="org-regions">
          <legend className="field__label">{t('orgs.field.regionIds')}</legend>
          {regions.map((r) => (
            <label key={r.id} className="checkbox">
              <input type="checkbox" checked={form.regionIds.includes(r.id)} onChange={(e) => toggleRegion(r.id, e.target.checked)} />{' '}
              {nameIn(locale, r)}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>{t('orgs.form.directions')}</legend>
        <DirectionToggles directions={directions} selected={form.directionIds} onChange={(ids) => set({ directionIds: ids })} />
      </fieldset>
      <fieldset>
        <legend>{t('orgs.form.counts')}</legend>
        <div className="org-form__grid">
          {COUNT_FIELDS.map((f) => (
            <TextField key={f} {...text(f)} type="number" inputMode="numeric" min={0} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('orgs.form.more')}</legend>
        {(['license', 'grants', 'memoranda', 'partnersText'] as const).map((f) => (
          <TextAreaField key={f} {...text(f, { maxLength: PROFILE_LIMITS.text })} rows={3} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('orgs.form.videos')}</legend>
        <TextAreaField
          id="org-videos"
          label={t('orgs.field.videos', { max: PROFILE_LIMITS.videos })}
          value={form.videos}
          onValueChange={(videos) => set({ videos })}
          error={errors['videos']}
          rows={3}
        />
      </fieldset>
      {result === 'saved' && <FormAlert tone="success">{t('orgs.form.saved')}</FormAlert>}
      {result === 'invalid' && <FormAlert tone="error">{t('orgs.form.invalid')}</FormAlert>}
      {result && result !== 'saved' && result !== 'invalid' && <FormAlert tone="error">{result}</FormAlert>}
      <SubmitButton busy={busy} busyLabel={t('orgs.form.saving')}>
        {t('orgs.form.save')}
      </SubmitButton>
    </form>
  );
}
