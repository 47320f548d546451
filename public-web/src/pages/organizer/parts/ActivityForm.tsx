import { localized, type ActivityKind, type DirectionDto } from '@hashar/common';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { saveMine, submitMine, type EventGroupOption, type MyDetail } from '../../../api/organizer';
import { FormAlert, SubmitButton, focusControl, hasErrors, useSubmitGuard } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';
import { useOwnerContext } from '../../../activity/ownerContext';
import { itemName, useReferenceList } from '../../account/useReferenceList';
import type { ActivityErrors } from '../../../activity/activityForm';
import { firstErrorKey, serverFieldErrors } from '../../../activity/activityRules';
import { activityUi, type ActivityFormValues } from '../../../activity/registry';
import { ActivityFields } from './ActivityFields';
import { ActivityPreview, type PreviewValues } from './ActivityPreview';

interface ActivityFormProps<K extends ActivityKind> {
  kind: K;
  /** The saved item being edited, or null for a new one. */
  detail: MyDetail<K> | null;
  onSaved: (detail: MyDetail<K>) => void;
  flash?: string;
}

/** The owner's form of a kind (its form in the registry): client checks as the API's, server field errors on the inputs, save, preview, send to moderation. */
export function ActivityForm<K extends ActivityKind>({ kind, detail, onSaved, flash }: ActivityFormProps<K>) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const owner = useOwnerContext();
  const navigate = useNavigate();
  const form = activityUi(kind).form;
  const [values, setValues] = useState<ActivityFormValues[K]>(() => (detail ? form.fromDetail(detail) : form.empty()));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<ActivityErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string; extra?: string[]; fix?: boolean } | null>(
    flash ? { tone: 'success', text: flash } : null,
  );
  const [preview, setPreview] = useState(false);
  const [groups, setGroups] = useState<EventGroupOption[]>([]);
  const { busy, run } = useSubmitGuard();
  const alertRef = useRef<HTMLDivElement>(null);
  const cities = useReferenceList('/api/cities', locale);
  const directionList = useReferenceList('/api/reference/directions', locale);
  const directions = directionList.list.status === 'ready' ? (directionList.list.items as unknown as DirectionDto[]) : null;

  const errors = { ...(checked ? form.validate(values, locale) : {}), ...serverErrors };
  // "Check the marked fields" goes away once nothing is marked any more.
  const shownMessage = message?.fix && !hasErrors(errors) ? null : message;
  const state = detail?.moderation ?? 'draft';
  const canSubmit = state === 'draft' || state === 'rejected';

  const set = useCallback(<F extends keyof ActivityFormValues[K] & string>(field: F, value: ActivityFormValues[K][F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`))),
    );
  }, []);

  const showError = (text: string, extra?: string[]) => {
    setMessage({ tone: 'error', text, extra });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const save = (intent: 'draft' | 'submit') =>
    run(async () => {
      setChecked(true);
      setServerErrors({});
      const clientErrors = form.validate(values, locale);
      const first = firstErrorKey(form.fields, clientErrors);
      if (first) {
        setMessage({ tone: 'error', text: t('organizer.form.fixErrors'), fix: true });
        setPreview(false);
        requestAnimationFrame(() => focusControl(`${kind}-${first.replace(/\./g, '-')}`));
        return;
      }
      try {
        const body = form.toInput(values);
        const saved = await saveMine(request, kind, detail?.id ?? null, body, owner.groupId);
        if (intent === 'submit') {
          await submitMine(request, kind, saved.id);
          void navigate(owner.link(locale, owner.pages(kind).own), {
            state: { flash: t('organizer.done.submitted', { title: localized(locale, saved.titleRu, saved.titleUz) }) },
          });
        } else if (!detail) {
          void navigate(owner.link(locale, owner.pages(kind).edit, { id: saved.id }), {
            replace: true,
            state: { flash: t('organizer.form.saved') },
          });
        } else {
          setValues(form.fromDetail(saved));
          onSaved(saved);
          setMessage({ tone: 'success', text: t('organizer.form.saved') });
        }
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const fields = serverFieldErrors(err.fields);
        setServerErrors(fields);
        if (Object.keys(fields).length) setPreview(false);
        const known = new Set<string>(form.fields);
        const other = Object.entries(fields)
          .filter(([key]) => !known.has(key.split('.')[0]!))
          .map(([, text]) => text!);
        showError(err.status === 0 ? t('errors.network') : err.message, other);
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save('draft');
  };
  const shown: PreviewValues = values;
  const regionName = cities.list.status === 'ready' ? (cities.list.items.find((c) => String(c.id) === values.regionId) ?? null) : null;

  return (
    <form className="form activity-form" onSubmit={onSubmit} noValidate data-testid={`${kind}-form`}>
      {shownMessage ? (
        <FormAlert ref={alertRef} tone={shownMessage.tone} extra={shownMessage.extra} testId="form-message">
          {shownMessage.text}
        </FormAlert>
      ) : null}
      {preview ? (
        <ActivityPreview
          values={shown}
          directions={directions ?? []}
          regionName={regionName ? itemName(regionName, locale) : null}
          groupTitle={groups.find((g) => String(g.id) === shown.groupId)?.title ?? null}
        />
      ) : (
        <ActivityFields
          kind={kind}
          values={values}
          set={set}
          errors={errors}
          cities={cities.list}
          directions={{ items: directions, failed: directionList.list.status === 'failed' }}
          onGroups={setGroups}
        />
      )}
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={t('organizer.form.saving')} data-testid="save-activity">
          {canSubmit ? t('organizer.form.saveDraft') : t('organizer.form.save')}
        </SubmitButton>
        <button type="button" className="btn btn--secondary" aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
          {preview ? t('organizer.form.closePreview') : t('organizer.form.preview')}
        </button>
        {canSubmit ? (
          <button
            type="button"
            className="btn btn--primary"
            aria-disabled={busy || undefined}
            data-testid="submit-activity"
            onClick={() => void save('submit')}
          >
            {t('organizer.form.submit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
