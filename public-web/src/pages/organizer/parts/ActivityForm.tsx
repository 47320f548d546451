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
import {
  ACTIVITY_FIELDS,
  activityFromDetail,
  activityInput,
  emptyActivity,
  type ActivityErrors,
  type ActivityValues,
} from '../../../activity/activityForm';
import { firstErrorKey, serverFieldErrors, validateActivity } from '../../../activity/activityRules';
import { ActivityFields } from './ActivityFields';
import { ActivityPreview } from './ActivityPreview';

interface ActivityFormProps {
  kind: ActivityKind;
  /** The saved item being edited, or null for a new one. */
  detail: MyDetail<ActivityKind> | null;
  onSaved: (detail: MyDetail<ActivityKind>) => void;
  flash?: string;
}

/** The event / visit form: client checks as the API's, server field errors on the inputs, save, preview, send to moderation. */
export function ActivityForm({ kind, detail, onSaved, flash }: ActivityFormProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const owner = useOwnerContext();
  const navigate = useNavigate();
  const [values, setValues] = useState<ActivityValues>(() => (detail ? activityFromDetail(detail) : emptyActivity()));
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

  const errors = { ...(checked ? validateActivity(kind, values, locale) : {}), ...serverErrors };
  // "Check the marked fields" goes away once nothing is marked any more.
  const shownMessage = message?.fix && !hasErrors(errors) ? null : message;
  const state = detail?.moderation ?? 'draft';
  const canSubmit = state === 'draft' || state === 'rejected';

  const set = useCallback(<F extends keyof ActivityValues>(field: F, value: ActivityValues[F]) => {
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
      const clientErrors = validateActivity(kind, values, locale);
      const first = firstErrorKey(ACTIVITY_FIELDS[kind], clientErrors);
      if (first) {
        setMessage({ tone: 'error', text: t('organizer.form.fixErrors'), fix: true });
        setPreview(false);
        requestAnimationFrame(() => focusControl(`${kind}-${first.replace(/\./g, '-')}`));
        return;
      }
      try {
        const body = activityInput(kind, values);
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
          setValues(activityFromDetail(saved));
          onSaved(saved);
          setMessage({ tone: 'success', text: t('organizer.form.saved') });
        }
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const fields = serverFieldErrors(err.fields);
        setServerErrors(fields);
        if (Object.keys(fields).length) setPreview(false);
        const known = new Set<string>(ACTIVITY_FIELDS[kind]);
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
  const regionName = cities.list.status === 'ready' ? (cities.list.items.find((c) => String(c.id) === values.regionId) ?? null) : null;

  return (
    <form className="form activity-form" onSubmit={onSubmit} noValidate data-testid={`${kind}-form`}>
      {shownMessage ? (
        <FormAlert ref={alertRef} tone={shownMessage.tone} testId="form-message">
          {shownMessage.text}
          {shownMessage.extra?.length ? (
            <ul>
              {shownMessage.extra.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
      {preview ? (
        <ActivityPreview
          kind={kind}
          values={values}
          directions={directions ?? []}
          regionName={regionName ? itemName(regionName, locale) : null}
          groupTitle={groups.find((g) => String(g.id) === values.groupId)?.title ?? null}
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
