import {
  CLOTHING_SIZES,
  DISABILITY_GROUPS,
  PROFILE_LIMITS,
  SEXES,
  toTashkentDateInput,
  VOLUNTEER_TEXT_LIMITS,
  type DirectionDto,
  type VolunteerProfileDto,
} from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { DistrictSelect } from '../../components/geo/DistrictSelect';
import { ApiError } from '../../api/client';
import type { RegionDto } from '../../api/events';
import { DirectionToggles } from '../../activity/FilterParts';
import { nameIn } from '../../activity/format';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField, focusControl, useSubmitGuard } from '../../components/forms';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ProbonoField } from '../account/ProbonoField';
import { itemName, useReferenceList, type ReferenceItem } from '../account/useReferenceList';
import { ChipsField } from './ChipsField';
import { PassportField } from './PassportField';
import { infovolonApi } from '../../api/infovolon';
import { formErrors, formOf, inputOf, TEXT_FIELDS, type VolunteerForm } from './volunteerForm';

interface Props {
  profile: VolunteerProfileDto;
  regions: readonly RegionDto[];
  directions: readonly DirectionDto[];
  onSaved: (p: VolunteerProfileDto) => void;
}

/** Order of the fields, for focusing the first invalid one. */
const ORDER = [
  ...TEXT_FIELDS,
  'sex',
  'regionId',
  'districtId',
  'tags',
  'languages',
  'skills',
  'volunteerTypeId',
  'probonoDirectionIds',
  'directionIds',
];

/** Every field of the volunteer's profile in sections; the shared rules checked before sending, the API's messages shown by their fields. */
export function VolunteerProfileForm({ profile, regions, directions, onSaved }: Props) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [form, setForm] = useState<VolunteerForm>(() => formOf(profile));
  const [passport, setPassport] = useState(profile.passportFile ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<'saved' | 'invalid' | string | null>(null);
  const { busy, run } = useSubmitGuard();
  const types = useReferenceList('/api/reference/volunteer-types', locale);
  const probono = useReferenceList('/api/reference/probono-directions', locale);
  const typeItems = types.list.status === 'ready' ? (types.list.items as (ReferenceItem & { key?: string })[]) : [];
  const isProbono = typeItems.find((item) => item.id === form.volunteerTypeId)?.key === 'probono';
  const set = (patch: Partial<VolunteerForm>) => setForm((f) => ({ ...f, ...patch }));
  const text = (
    name: (typeof TEXT_FIELDS)[number],
    extra: { maxLength?: number; type?: string; hint?: string; required?: boolean } = {},
  ) => ({
    id: `infovolon-${name}`,
    label: t(`infovolon.field.${name}` as MessageKey),
    value: form[name],
    onValueChange: (v: string) => set({ [name]: v } as Partial<VolunteerForm>),
    error: errors[name],
    maxLength: (VOLUNTEER_TEXT_LIMITS as Partial<Record<string, number>>)[name],
    ...extra,
  });
  const failedWith = (found: Record<string, string>) => {
    setErrors(found);
    setResult('invalid');
    const first = ORDER.find((f) => found[f]);
    if (first) focusControl(`infovolon-${first}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(form, isProbono);
    const found = formErrors(input, locale, toTashkentDateInput(new Date()));
    if (Object.keys(found).length) return failedWith(found);
    void run(async () => {
      try {
        const saved = await infovolonApi.save(request, input);
        setErrors({});
        setResult('saved');
        onSaved(saved);
      } catch (err) {
        if (err instanceof ApiError && Object.keys(err.fields).length) failedWith(err.fields);
        else setResult(err instanceof ApiError && err.status !== 0 ? err.message : t('errors.network'));
      }
    });
  };
  const choice = (
    name: 'sex' | 'clothingSize' | 'medicalBook' | 'disabilityGroup',
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      id={`infovolon-${name}`}
      label={t(`infovolon.field.${name}`)}
      value={String(form[name])}
      error={errors[name]}
      onValueChange={(v) => set({ [name]: v } as Partial<VolunteerForm>)}
    >
      <option value="">{t('infovolon.none')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
  return (
    <form className="infovolon-form" onSubmit={submit} noValidate data-testid="infovolon-form">
      <fieldset>
        <legend>{t('infovolon.section.personal')}</legend>
        <div className="infovolon-form__grid">
          <TextField {...text('lastName', { required: true })} autoComplete="family-name" />
          <TextField {...text('firstName', { required: true })} autoComplete="given-name" />
          <TextField {...text('middleName')} autoComplete="additional-name" />
        </div>
        <div className="infovolon-form__grid">
          <TextField {...text('birthDate', { type: 'date' })} max={toTashkentDateInput(new Date())} />
          {choice(
            'sex',
            SEXES.map((s) => ({ value: s, label: t(`infovolon.sex.${s}`) })),
          )}
          <SelectField
            id="infovolon-regionId"
            label={t('infovolon.field.regionId')}
            value={form.regionId ? String(form.regionId) : ''}
            error={errors['regionId']}
            onValueChange={(v) => set({ regionId: v ? Number(v) : null, districtId: null })}
          >
            <option value="">{t('infovolon.none')}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {nameIn(locale, r)}
              </option>
            ))}
          </SelectField>
          <DistrictSelect
            id="infovolon-districtId"
            variant="form"
            regionId={form.regionId}
            value={form.districtId}
            onChange={(districtId) => set({ districtId })}
            error={errors['districtId']}
          />
          <TextField {...text('citizenship')} />
          <TextField {...text('phone', { type: 'tel', maxLength: 20, hint: t('infovolon.phoneHint') })} autoComplete="tel" />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('infovolon.section.about')}</legend>
        <TextAreaField {...text('about')} rows={4} />
        {(['tags', 'skills', 'languages'] as const).map((name) => (
          <ChipsField
            key={name}
            id={`infovolon-${name}`}
            label={t(`infovolon.field.${name}`)}
            values={form[name]}
            onChange={(values) => set({ [name]: values })}
            error={errors[name]}
          />
        ))}
        {(['education', 'work', 'certificates', 'courses'] as const).map((name) => (
          <TextAreaField key={name} {...text(name)} rows={2} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('infovolon.section.activity')}</legend>
        <SelectField
          id="infovolon-volunteerTypeId"
          label={t('infovolon.field.volunteerTypeId')}
          hint={t('infovolon.typeHint')}
          value={form.volunteerTypeId ? String(form.volunteerTypeId) : ''}
          error={errors['volunteerTypeId'] ?? (types.list.status === 'failed' ? t('infovolon.listFailed') : undefined)}
          onValueChange={(v) => set({ volunteerTypeId: v ? Number(v) : null })}
        >
          <option value="">{t('infovolon.none')}</option>
          {typeItems.map((item) => (
            <option key={item.id} value={item.id}>
              {itemName(item, locale)}
            </option>
          ))}
        </SelectField>
        {isProbono ? (
          <ProbonoField
            id="infovolon-probonoDirectionIds"
            list={probono.list}
            onRetry={probono.retry}
            selected={form.probonoDirectionIds}
            onChange={(probonoDirectionIds) => set({ probonoDirectionIds })}
            error={errors['probonoDirectionIds']}
          />
        ) : null}
      </fieldset>
      <fieldset id="infovolon-directionIds">
        <legend>{t('infovolon.section.directions')}</legend>
        <DirectionToggles directions={directions} selected={form.directionIds} onChange={(directionIds) => set({ directionIds })} />
        {errors['directionIds'] ? <p className="field__error">{errors['directionIds']}</p> : null}
      </fieldset>
      <fieldset>
        <legend>{t('infovolon.section.verification')}</legend>
        <p className="field__hint">{t('infovolon.verificationHint')}</p>
        <div className="infovolon-form__grid">
          <TextField {...text('passportSeries', { maxLength: 10 })} autoCapitalize="characters" />
          <TextField {...text('taxNumber', { maxLength: 9 })} inputMode="numeric" />
        </div>
        <TextField {...text('registrationAddress')} />
        <TextField {...text('residenceAddress')} />
        <PassportField file={passport} onChange={setPassport} />
      </fieldset>
      <fieldset>
        <legend>{t('infovolon.section.medical')}</legend>
        <p className="field__hint">{t('infovolon.medicalHint')}</p>
        <div className="infovolon-form__grid">
          {choice('medicalBook', [
            { value: 'yes', label: t('infovolon.yes') },
            { value: 'no', label: t('infovolon.no') },
          ])}
          <TextField {...text('disabilityType')} />
          {choice(
            'disabilityGroup',
            DISABILITY_GROUPS.map((g) => ({ value: String(g), label: String(g) })),
          )}
          {choice(
            'clothingSize',
            CLOTHING_SIZES.map((s) => ({ value: s, label: s })),
          )}
          <TextField
            {...text('shoeSize')}
            type="number"
            inputMode="numeric"
            min={PROFILE_LIMITS.shoeSize.min}
            max={PROFILE_LIMITS.shoeSize.max}
          />
        </div>
        <TextAreaField {...text('vaccination')} rows={2} />
      </fieldset>
      {result === 'saved' && <FormAlert tone="success">{t('infovolon.saved')}</FormAlert>}
      {result === 'invalid' && <FormAlert tone="error">{t('infovolon.invalid')}</FormAlert>}
      {result && result !== 'saved' && result !== 'invalid' && <FormAlert tone="error">{result}</FormAlert>}
      <SubmitButton busy={busy} busyLabel={t('infovolon.saving')}>
        {t('infovolon.save')}
      </SubmitButton>
    </form>
  );
}
