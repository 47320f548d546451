import {
  CONTENT_LIMITS,
  isNoticeKind,
  PUBLICATION_KINDS,
  toTashkentInput,
  UPLOAD_LIMITS,
  type MyPublicationDto,
  type PublicationKind,
} from '@hashar/common';
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import {
  FormAlert,
  SelectField,
  DraftActions,
  TextAreaField,
  TextField,
  focusControl,
  hasErrors,
  useSubmitGuard,
} from '../../components/forms';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ReferenceSelectField } from '../account/ReferenceSelectField';
import { useReferenceList } from '../account/useReferenceList';
import { useOwnerContext } from '../../activity/ownerContext';
import { CoverField } from '../organizer/parts/CoverField';
import { PhotosField } from './PhotosField';
import { publishApi } from '../../api/publish';
import {
  emptyPublication,
  publicationInput,
  publicationValues,
  publishServerErrors,
  PUBLISH_FIELDS,
  validatePublication,
  type PublishErrors,
  type PublishValues,
} from './publishForm';
import { publicationTitle, publishPages } from './publishPages';

/** The one rich-text editor, in its own chunk (only the editing pages load it). */
const RichTextEditor = lazy(() => import('../../components/RichTextEditor'));

const EDITORS = new Set(['bodyRu', 'bodyUz']);
const L = CONTENT_LIMITS;

/** The publication form: kind, texts in both languages (rich text), the notice's fields, cover, photos, region, tags. */
export function PublishForm({ saved }: { saved: MyPublicationDto | null }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const owner = useOwnerContext();
  const navigate = useNavigate();
  const [values, setValues] = useState<PublishValues>(() => (saved ? publicationValues(saved) : emptyPublication()));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<{ text: string; extra?: string[]; fix?: boolean } | null>(null);
  const { busy, run } = useSubmitGuard();
  const alertRef = useRef<HTMLDivElement>(null);
  const cities = useReferenceList('/api/cities', locale).list;
  const photoForRu = useOrganizerUpload('publication-photo');
  const photoForUz = useOrganizerUpload('publication-photo');
  const seenFuture = t('publish.form.seenFuture');

  const errors: PublishErrors = { ...(checked ? validatePublication(values, locale, seenFuture) : {}), ...serverErrors };
  const shownMessage = message?.fix && !hasErrors(errors) ? null : message;
  const state = saved?.moderation ?? 'draft';
  const canDraft = state === 'draft' || state === 'rejected';
  const notice = isNoticeKind(values.kind);

  const set = useCallback(<F extends keyof PublishValues>(field: F, value: PublishValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  const text = (field: 'titleRu' | 'titleUz' | 'subject' | 'lastSeenPlace' | 'lastSeenAt' | 'contacts' | 'tags' | 'regionId') => ({
    id: `publication-${field}`,
    value: values[field],
    onValueChange: (v: string) => set(field, v),
    error: errors[field],
  });
  const focusField = (field: string) => {
    const id = `publication-${field}`;
    if (EDITORS.has(field)) document.getElementById(id)?.focus();
    else focusControl(id);
  };

  const save = (draft: boolean) =>
    run(async () => {
      setChecked(true);
      setServerErrors({});
      const clientErrors = validatePublication(values, locale, seenFuture);
      const first = PUBLISH_FIELDS.find((field) => clientErrors[field]);
      if (first) {
        setMessage({ text: t('publish.form.fixErrors'), fix: true });
        requestAnimationFrame(() => focusField(first));
        return;
      }
      try {
        const result = await publishApi.save(request, saved?.id ?? null, publicationInput(values, draft), owner.groupId);
        const title = publicationTitle(result, locale);
        const done =
          result.moderation === 'moderation'
            ? 'publish.done.submitted'
            : result.moderation === 'draft'
              ? 'publish.done.draft'
              : 'publish.done.saved';
        void navigate(owner.link(locale, publishPages(owner.groupId).own), { state: { flash: t(done, { title }) } });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const fields = publishServerErrors(err.fields);
        setServerErrors(fields);
        const known = new Set<string>(PUBLISH_FIELDS);
        const other = Object.entries(fields)
          .filter(([key]) => !known.has(key))
          .map(([, text]) => text!);
        setMessage({ text: err.status === 0 ? t('errors.network') : err.message, extra: other });
        const firstServer = PUBLISH_FIELDS.find((field) => fields[field]);
        requestAnimationFrame(() => (firstServer ? focusField(firstServer) : alertRef.current?.focus()));
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(canDraft);
  };

  return (
    <form className="form publish-form" onSubmit={onSubmit} noValidate data-testid="publication-form">
      {shownMessage ? (
        <FormAlert ref={alertRef} tone="error" extra={shownMessage.extra} testId="form-message">
          {shownMessage.text}
        </FormAlert>
      ) : null}
      <SelectField
        id="publication-kind"
        label={t('publish.form.kind')}
        value={values.kind}
        disabled={saved !== null}
        hint={saved ? t('publish.form.kindFixed') : undefined}
        error={errors.kind}
        onValueChange={(kind) => set('kind', kind as PublicationKind)}
      >
        {PUBLICATION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`content.kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField {...text('titleRu')} label={t('publish.form.titleRu')} maxLength={L.titleMax} />
      <TextField {...text('titleUz')} label={t('publish.form.titleUz')} maxLength={L.titleMax} hint={t('forms.bilingualHint')} />
      {notice ? (
        <fieldset className="fieldset publish-form__notice" data-testid="notice-fields">
          <legend className="field__label">{t('publish.form.notice')}</legend>
          <TextAreaField
            {...text('subject')}
            label={t(values.kind === 'missing_pet' ? 'publish.form.subject.missing_pet' : 'publish.form.subject.missing_person')}
            hint={t('publish.form.subjectHint')}
            required
            rows={3}
            maxLength={L.subjectMax}
          />
          <TextField {...text('lastSeenPlace')} label={t('publish.form.lastSeenPlace')} required maxLength={L.placeMax} />
          <TextField
            {...text('lastSeenAt')}
            type="datetime-local"
            label={t('publish.form.lastSeenAt')}
            hint={t('publish.form.lastSeenAtHint')}
            required
            max={toTashkentInput(new Date())}
          />
          <TextField
            {...text('contacts')}
            label={t('publish.form.contacts')}
            hint={t('publish.form.contactsHint')}
            required
            maxLength={L.contactsMax}
          />
        </fieldset>
      ) : null}
      <Suspense fallback={<p className="muted">{t('publish.form.editorLoading')}</p>}>
        <RichTextEditor
          id="publication-bodyRu"
          label={t('publish.form.bodyRu')}
          value={values.bodyRu}
          onChange={(html) => set('bodyRu', html)}
          error={errors.bodyRu}
          imageUpload={photoForRu}
        />
        <RichTextEditor
          id="publication-bodyUz"
          label={t('publish.form.bodyUz')}
          value={values.bodyUz}
          onChange={(html) => set('bodyUz', html)}
          error={errors.bodyUz}
          hint={t('forms.bilingualHint')}
          imageUpload={photoForUz}
        />
      </Suspense>
      <CoverField
        id="publication-cover"
        kind="publication-cover"
        cover={values.cover ? { key: values.cover, name: '', url: values.cover } : null}
        onChange={(cover) => set('cover', cover?.url ?? null)}
        error={errors.cover}
        hint={t('publish.form.coverHint', { mb: UPLOAD_LIMITS.publicationCover.maxBytes / 2 ** 20 })}
      />
      <PhotosField id="publication-photos" photos={values.photos} onChange={(photos) => set('photos', photos)} error={errors.photos} />
      <ReferenceSelectField
        {...text('regionId')}
        list={cities}
        label={t('publish.form.region')}
        empty={t('publish.form.regionEmpty')}
        failedHint={t('publish.form.regionsFailed')}
      />
      <TextField {...text('tags')} label={t('publish.form.tags')} hint={t('publish.form.tagsHint', { max: L.tagsMax })} />
      <DraftActions
        busy={busy}
        canDraft={canDraft}
        testId="publication"
        labels={{
          saving: t('publish.form.saving'),
          saveDraft: t('publish.form.saveDraft'),
          save: t('publish.form.save'),
          submit: t('publish.form.submit'),
        }}
        onSubmitForModeration={() => void save(false)}
      />
    </form>
  );
}
