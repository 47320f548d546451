import { EVENT_LIMITS, type DirectionDto } from '@hashar/common';
import { activityUi } from '../../../activity/registry';
import type { EventGroupOption } from '../../../api/organizer';
import { CheckboxField, TextAreaField, TextField } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { ReferenceSelectField } from '../../account/ReferenceSelectField';
import type { ReferenceList } from '../../account/useReferenceList';
import { ACTIVITY_FIELDS, type ActivityField } from '../../../activity/activityForm';
import { BilingualTextFields } from './BilingualTextFields';
import { CoverField } from './CoverField';
import { DirectionsField } from './DirectionsField';
import { DocumentsField } from './DocumentsField';
import { bindCheck, bindText, wholeNumber, type FormBinding } from './fieldBinding';
import { GroupField } from './GroupField';
import { SessionsEditor } from './SessionsEditor';
import { VacancyFields } from '../../vacancies/VacancyFields';
import { ProjectFields } from '../../projects/ProjectFields';
import { TaskFields } from '../../tasks/TaskFields';

export interface ActivityFieldsProps extends FormBinding {
  cities: ReferenceList;
  directions: { items: DirectionDto[] | null; failed: boolean };
  onGroups: (groups: EventGroupOption[]) => void;
}

/** The inputs of the kind's form (its ACTIVITY_FIELDS), grouped in sections (ids `<kind>-<field>`). */
export function ActivityFields({ cities, directions, onGroups, ...form }: ActivityFieldsProps) {
  const { kind, values, set, errors } = form;
  const { t } = useI18n();
  const id = (field: string) => `${kind}-${field}`;
  const text = bindText(form);
  const label = (field: 'titleRu' | 'titleUz' | 'descriptionRu' | 'descriptionUz') => t(`organizer.form.${field}`);
  const L = EVENT_LIMITS;
  const fields = new Set<ActivityField>(ACTIVITY_FIELDS[kind]);
  const has = (field: ActivityField) => fields.has(field);
  return (
    <>
      <section className="form-section">
        <h2>{t('organizer.form.section.text')}</h2>
        <BilingualTextFields bind={text} name="title" label={label} max={L.titleMax} lines="one" required />
        <BilingualTextFields bind={text} name="description" label={label} max={L.descriptionMax} required />
        <DirectionsField
          id={id('directionIds')}
          directions={directions.items}
          failed={directions.failed}
          selected={values.directionIds}
          onChange={(v) => set('directionIds', v)}
          error={errors['directionIds']}
        />
      </section>

      <section className="form-section">
        <h2>{t('organizer.form.section.place')}</h2>
        <ReferenceSelectField
          {...text('regionId')}
          list={cities}
          label={t('organizer.form.region')}
          empty={t('organizer.form.regionEmpty')}
          failedHint={t('organizer.form.regionsFailed')}
        />
        <TextField {...text('addressRu')} label={t('organizer.form.addressRu')} maxLength={L.addressMax} autoComplete="street-address" />
        <TextField
          {...text('addressUz')}
          label={t('organizer.form.addressUz')}
          maxLength={L.addressMax}
          hint={t('organizer.form.uzHint')}
        />
        {has('isOnline') ? <CheckboxField {...bindCheck(form)('isOnline')} label={t('organizer.form.isOnline')} /> : null}
        {has('startsAt') ? (
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
              min={values.startsAt || undefined}
            />
          </div>
        ) : null}
      </section>

      <section className="form-section">
        <h2>{t('organizer.form.section.files')}</h2>
        <CoverField
          id={id('cover')}
          kind={activityUi(kind).coverUpload}
          recommended={activityUi(kind).coverRecommended}
          cover={values.cover}
          onChange={(v) => set('cover', v)}
          error={errors['cover']}
        />
        {has('documents') ? (
          <DocumentsField
            id={id('documents')}
            documents={values.documents}
            onChange={(v) => set('documents', v)}
            error={errors['documents']}
          />
        ) : null}
      </section>

      {has('capacity') || has('skills') || has('groupId') || has('sessions') ? (
        <section className="form-section">
          <h2>{t('organizer.form.section.people')}</h2>
          {has('capacity') ? (
            <div className="form-row">
              <TextField
                {...text('capacity')}
                {...wholeNumber(0, L.capacityMax)}
                label={t('organizer.form.capacity')}
                hint={t('organizer.form.capacityHint')}
              />
              <TextField {...text('minAge')} {...wholeNumber(0, L.minAgeMax)} label={t('organizer.form.minAge')} />
            </div>
          ) : null}
          {has('skills') ? <TextAreaField {...text('skills')} label={t('organizer.form.skills')} rows={3} maxLength={L.skillsMax} /> : null}
          {has('groupId') ? (
            <GroupField
              id={id('groupId')}
              value={values.groupId}
              onChange={(v) => set('groupId', v)}
              onGroups={onGroups}
              error={errors['groupId']}
            />
          ) : null}
          {has('sessions') ? (
            <SessionsEditor
              id={id('sessions')}
              rows={values.sessions}
              onChange={(v) => set('sessions', v)}
              errors={errors}
              defaults={{ startsAt: values.startsAt, endsAt: values.endsAt }}
            />
          ) : null}
        </section>
      ) : null}
      {has('goalsRu') ? <ProjectFields {...form} /> : null}
      {has('vacancyKind') ? <VacancyFields {...form} /> : null}
      {has('categoryId') ? <TaskFields {...form} /> : null}
    </>
  );
}
