import type { MyPartnerApplication, PartnerApplicationRequest, UploadResult } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { FormAlert, SubmitButton, TextAreaField, TextField, useSubmitGuard } from '../../components/forms';
import { FileInput } from '../../components/upload/FileInput';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';

type Field = keyof PartnerApplicationRequest;
type Values = Record<Field, string>;

const TEXT_FIELDS: { name: Exclude<Field, 'logoUrl' | 'offer'>; label: MessageKey; hint?: MessageKey; type?: string; required: boolean }[] =
  [
    { name: 'companyName', label: 'changerole.companyName', required: true },
    { name: 'taxNumber', label: 'changerole.taxNumber', hint: 'changerole.taxNumberHint', required: true },
    { name: 'contactName', label: 'changerole.contactName', required: true },
    { name: 'phone', label: 'changerole.phone', type: 'tel', required: true },
    { name: 'website', label: 'changerole.website', hint: 'changerole.websiteHint', type: 'url', required: false },
  ];

const valuesOf = (previous: MyPartnerApplication | null): Values => ({
  companyName: previous?.companyName ?? '',
  taxNumber: previous?.taxNumber ?? '',
  contactName: previous?.contactName ?? '',
  phone: previous?.phone ?? '',
  website: previous?.website ?? '',
  logoUrl: previous?.logoUrl ?? '',
  offer: previous?.offer ?? '',
});

/** The request form (filled from a rejected request when there is one); the logo is uploaded as soon as it is chosen. */
export function PartnerApplicationForm({
  previous,
  onSent,
}: {
  previous: MyPartnerApplication | null;
  onSent: (a: MyPartnerApplication) => void;
}) {
  const { t } = useI18n();
  const session = useSession();
  const logo = useOrganizerUpload('partner-logo');
  const [values, setValues] = useState<Values>(() => valuesOf(previous));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const { busy, run } = useSubmitGuard();
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const chooseLogo = async (file: File) => {
    const uploaded = await logo.upload(file);
    if (uploaded) set('logoUrl')((uploaded as UploadResult).url);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setErrors({});
      setMessage(null);
      try {
        const res = await session.request<{ data: MyPartnerApplication }>('/api/my/partner-application', {
          method: 'POST',
          body: { ...values, website: values.website.trim() || null },
        });
        onSent(res.data);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        setErrors(err.fields as Partial<Record<Field, string>>);
        setMessage(err.message);
      }
    });
  };

  return (
    <form className="changerole__form" onSubmit={submit} noValidate>
      {message ? <FormAlert tone="error">{message}</FormAlert> : null}
      {TEXT_FIELDS.map((f) => (
        <TextField
          key={f.name}
          id={`partner-${f.name}`}
          name={f.name}
          type={f.type}
          label={t(f.label)}
          hint={f.hint ? t(f.hint) : undefined}
          required={f.required}
          value={values[f.name]}
          onValueChange={set(f.name)}
          error={errors[f.name]}
        />
      ))}
      <FileInput
        id="partner-logo"
        label={t('changerole.logo')}
        hint={t('changerole.logoHint')}
        limits={logo.limits}
        busy={logo.busy}
        progress={logo.progress}
        error={logo.error ?? errors.logoUrl}
        onFile={(file) => void chooseLogo(file)}
      />
      {values.logoUrl ? <img className="changerole__logo" src={values.logoUrl} alt={t('changerole.logoPreview')} /> : null}
      <TextAreaField
        id="partner-offer"
        name="offer"
        label={t('changerole.offer')}
        hint={t('changerole.offerHint')}
        required
        rows={5}
        value={values.offer}
        onValueChange={set('offer')}
        error={errors.offer}
      />
      <SubmitButton busy={busy || logo.busy} busyLabel={t('changerole.sending')}>
        {t('changerole.send')}
      </SubmitButton>
    </form>
  );
}
