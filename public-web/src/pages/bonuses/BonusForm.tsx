import { BONUS_LIMITS as L, pagePath, POINTS, type MyBonusOffer } from '@hashar/common';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { bonusesApi } from '../../api/bonuses';
import { ApiError } from '../../api/client';
import {
  CheckboxField,
  FormAlert,
  DraftActions,
  TextAreaField,
  TextField,
  focusControl,
  hasErrors,
  splitServerErrors,
  useSubmitGuard,
} from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ReferenceSelectField } from '../account/ReferenceSelectField';
import { useReferenceList } from '../account/useReferenceList';
import { BonusImageField } from './BonusImageField';
import { bonusRequest, bonusValues, BONUS_FIELDS, emptyBonus, validateBonus, type BonusErrors, type BonusValues } from './bonusForm';
import { offerTitle } from './bonusFormat';

type TextFieldName =
  | 'titleRu'
  | 'titleUz'
  | 'descriptionRu'
  | 'descriptionUz'
  | 'termsRu'
  | 'termsUz'
  | 'price'
  | 'quantity'
  | 'validFrom'
  | 'validUntil'
  | 'regionId';

/** The bonus offer form (create and edit): texts in both languages, price, quantity, validity, region or online, image; draft or moderation. */
export function BonusForm({ saved }: { saved: MyBonusOffer | null }) {
  const { t, plural, locale } = useI18n();
  const { request } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<BonusValues>(() => (saved ? bonusValues(saved) : emptyBonus()));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<BonusErrors>({});
  const [message, setMessage] = useState<{ text: string; extra: string[]; fix?: boolean } | null>(null);
  const { busy, run } = useSubmitGuard();
  const alertRef = useRef<HTMLDivElement>(null);
  const cities = useReferenceList('/api/cities', locale).list;
  const texts = { untilPast: t('bonuses.form.untilPast'), regionOrOnline: t('bonuses.form.regionOrOnline') };
  const errors: BonusErrors = { ...(checked ? validateBonus(values, locale, texts) : {}), ...serverErrors };
  const shownMessage = message?.fix && !hasErrors(errors) ? null : message;
  const state = saved?.moderation ?? 'draft';
  const canDraft = state === 'draft' || state === 'rejected';

  const set = useCallback(<F extends keyof BonusValues>(field: F, value: BonusValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  const text = (field: TextFieldName) => ({
    id: `bonus-${field}`,
    value: values[field],
    onValueChange: (v: string) => set(field, v),
    error: errors[field],
  });

  const save = (draft: boolean) =>
    run(async () => {
      setChecked(true);
      setServerErrors({});
      const first = BONUS_FIELDS.find((field) => validateBonus(values, locale, texts)[field]);
      if (first) {
        setMessage({ text: t('bonuses.form.fixErrors'), extra: [], fix: true });
        requestAnimationFrame(() => focusControl(`bonus-${first}`));
        return;
      }
      try {
        const result = await bonusesApi.save(request, saved?.id ?? null, bonusRequest(values, draft));
        const done = result.moderation === 'moderation' ? 'submitted' : result.moderation === 'draft' ? 'draft' : 'saved';
        void navigate(pagePath(locale, 'profileBonuses'), {
          state: { flash: t(`bonuses.own.done.${done}`, { title: offerTitle(result, locale) }) },
        });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const { byField, other } = splitServerErrors(err.fields, BONUS_FIELDS);
        setServerErrors(byField);
        setMessage({ text: err.status === 0 ? t('errors.network') : err.message, extra: other });
        const firstServer = BONUS_FIELDS.find((field) => byField[field]);
        requestAnimationFrame(() => (firstServer ? focusControl(`bonus-${firstServer}`) : alertRef.current?.focus()));
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(canDraft);
  };

  return (
    <form className="form bonus-form" onSubmit={onSubmit} noValidate data-testid="bonus-form">
      {shownMessage ? (
        <FormAlert ref={alertRef} tone="error" extra={shownMessage.extra} testId="form-message">
          {shownMessage.text}
        </FormAlert>
      ) : null}
      <TextField {...text('titleRu')} label={t('bonuses.form.titleRu')} maxLength={L.titleMax} />
      <TextField {...text('titleUz')} label={t('bonuses.form.titleUz')} maxLength={L.titleMax} hint={t('forms.bilingualHint')} />
      <TextAreaField {...text('descriptionRu')} label={t('bonuses.form.descriptionRu')} rows={5} maxLength={L.descriptionMax} />
      <TextAreaField
        {...text('descriptionUz')}
        label={t('bonuses.form.descriptionUz')}
        rows={5}
        maxLength={L.descriptionMax}
        hint={t('forms.bilingualHint')}
      />
      <TextAreaField
        {...text('termsRu')}
        label={t('bonuses.form.termsRu')}
        rows={3}
        maxLength={L.termsMax}
        hint={t('bonuses.form.termsHint')}
      />
      <TextAreaField
        {...text('termsUz')}
        label={t('bonuses.form.termsUz')}
        rows={3}
        maxLength={L.termsMax}
        hint={t('bonuses.form.uzHint')}
      />
      <div className="form-row">
        <TextField
          {...text('price')}
          type="number"
          inputMode="numeric"
          min={L.priceMin}
          max={L.priceMax}
          required
          label={t('bonuses.form.price')}
          hint={t('bonuses.form.priceHint', {
            min: L.priceMin,
            max: L.priceMax,
            points: plural('volunteer.points', POINTS.perVerifiedHour),
          })}
        />
        <div>
          <TextField
            {...text('quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={L.quantityMax}
            disabled={values.unlimited}
            label={t('bonuses.form.quantity')}
            hint={t('bonuses.form.quantityHint', { max: L.quantityMax })}
          />
          <CheckboxField
            id="bonus-unlimited"
            label={t('bonuses.form.unlimited')}
            checked={values.unlimited}
            onCheckedChange={(on) => set('unlimited', on)}
          />
        </div>
      </div>
      <div className="form-row">
        <TextField {...text('validFrom')} type="date" required label={t('bonuses.form.validFrom')} hint={t('bonuses.form.datesHint')} />
        <TextField {...text('validUntil')} type="date" required min={values.validFrom} label={t('bonuses.form.validUntil')} />
      </div>
      <fieldset className="fieldset">
        <legend className="field__label">{t('bonuses.form.where')}</legend>
        <ReferenceSelectField
          {...text('regionId')}
          disabled={values.isOnline}
          list={cities}
          label={t('bonuses.form.region')}
          empty={t('bonuses.form.regionEmpty')}
          failedHint={t('bonuses.form.regionsFailed')}
        />
        <CheckboxField
          id="bonus-isOnline"
          label={t('bonuses.form.online')}
          checked={values.isOnline}
          error={errors.isOnline}
          onCheckedChange={(on) => set('isOnline', on)}
        />
      </fieldset>
      <BonusImageField image={values.image} onChange={(url) => set('image', url)} error={errors.image} />
      <DraftActions
        busy={busy}
        canDraft={canDraft}
        testId="bonus"
        labels={{
          saving: t('bonuses.form.saving'),
          saveDraft: t('bonuses.form.saveDraft'),
          save: t('bonuses.form.save'),
          submit: t('bonuses.form.submit'),
        }}
        onSubmitForModeration={() => void save(false)}
      />
    </form>
  );
}
