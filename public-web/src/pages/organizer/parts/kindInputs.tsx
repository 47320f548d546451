import { EVENT_LIMITS, type ActivityKind } from '@hashar/common';
import type { ComponentType } from 'react';
import type { DateValues, DocumentValues, SessionValues } from '../../../activity/activityForm';
import type { EventValues } from '../../../activity/kinds/eventForm';
import type { ActivityFormValues } from '../../../activity/registry';
import type { EventGroupOption } from '../../../api/organizer';
import { CheckboxField, TextAreaField, TextField } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { ProjectFields } from '../../projects/ProjectFields';
import { TaskFields } from '../../tasks/TaskFields';
import { VacancyFields } from '../../vacancies/VacancyFields';
import { DocumentsField } from './DocumentsField';
import { bindCheck, bindText, wholeNumber, type FormBinding } from './fieldBinding';
import { GroupField } from './GroupField';
import { SessionsEditor } from './SessionsEditor';

/** What a kind's inputs get: the binding of its values, and where the series picker reports its list (for the preview). */
interface KindInputProps<V> extends FormBinding<V> {
  onGroups: (groups: EventGroupOption[]) => void;
}

type Inputs<V> = ComponentType<KindInputProps<V>>;

/** A kind's inputs in the owner form's sections, each drawn against the kind's own values (ids `<kind>-<field>`). */
interface KindInputs<V> {
  /** After the region and the address. */
  place?: Inputs<V>;
  /** After the cover. */
  files?: Inputs<V>;
  /** The section of the people it needs: places, age, skills, series, shifts. */
  people?: Inputs<V>;
  /** Its own section, last (pages/<kind>/…Fields.tsx). */
  own?: Inputs<V>;
}

function Online(form: FormBinding<{ isOnline: boolean }>) {
  const { t } = useI18n();
  return <CheckboxField {...bindCheck(form)('isOnline')} label={t('organizer.form.isOnline')} />;
}

/** Start and end (Tashkent time); the end offers no moment before the start. */
function Dates(form: FormBinding<DateValues>) {
  const { t } = useI18n();
  const text = bindText(form);
  return (
    <div className="form-row">
      <TextField
        {...text('startsAt')}
        type="datetime-local"
        label={t('organizer.form.startsAt')}
        required
        hint={t('organizer.form.timeHint')}
      />
      <TextField
        {...text('endsAt')}
        type="datetime-local"
        label={t('organizer.form.endsAt')}
        required
        min={form.values.startsAt || undefined}
      />
    </div>
  );
}

function Documents({ kind, values, set, errors }: FormBinding<DocumentValues>) {
  return (
    <DocumentsField
      id={`${kind}-documents`}
      documents={values.documents}
      onChange={(v) => set('documents', v)}
      error={errors['documents']}
    />
  );
}

/** The shifts; a new one starts with the activity's dates when it has them. */
function Sessions({ kind, values, set, errors }: FormBinding<SessionValues & Partial<DateValues>>) {
  return (
    <SessionsEditor
      id={`${kind}-sessions`}
      rows={values.sessions}
      onChange={(v) => set('sessions', v)}
      errors={errors}
      defaults={{ startsAt: values.startsAt, endsAt: values.endsAt }}
    />
  );
}

function EventPlace(form: KindInputProps<EventValues>) {
  return (
    <>
      <Online {...form} />
      <Dates {...form} />
    </>
  );
}

/** An event's places, minimum age, skills, series and shifts. */
function EventPeople({ onGroups, ...form }: KindInputProps<EventValues>) {
  const { t } = useI18n();
  const text = bindText(form);
  const L = EVENT_LIMITS;
  return (
    <>
      <div className="form-row">
        <TextField
          {...text('capacity')}
          {...wholeNumber(0, L.capacityMax)}
          label={t('organizer.form.capacity')}
          hint={t('organizer.form.capacityHint')}
        />
        <TextField {...text('minAge')} {...wholeNumber(0, L.minAgeMax)} label={t('organizer.form.minAge')} />
      </div>
      <TextAreaField {...text('skills')} label={t('organizer.form.skills')} rows={3} maxLength={L.skillsMax} />
      <GroupField
        id={`${form.kind}-groupId`}
        value={form.values.groupId}
        onChange={(v) => form.set('groupId', v)}
        onGroups={onGroups}
        error={form.errors['groupId']}
      />
      <Sessions {...form} />
    </>
  );
}

/** Each kind's inputs beside the ones every kind has (ActivityFields). */
export const KIND_INPUTS: { readonly [K in ActivityKind]: KindInputs<ActivityFormValues[K]> } = {
  event: { place: EventPlace, files: Documents, people: EventPeople },
  visit: { people: Sessions },
  project: { place: Dates, files: Documents, own: ProjectFields },
  task: { place: Online, own: TaskFields },
  vacancy: { own: VacancyFields },
};
