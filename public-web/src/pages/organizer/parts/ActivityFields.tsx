import { EVENT_LIMITS, type ActivityKind, type DirectionDto } from '@hashar/common';
import { activityUi } from '../../../activity/registry';
import type { EventGroupOption } from '../../../api/organizer';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { itemName, type ReferenceList } from '../../account/useReferenceList';
import { ACTIVITY_FIELDS, type ActivityErrors, type ActivityField, type ActivityValues } from '../activityForm';
import { CoverField } from './CoverField';
import { DirectionsField } from './DirectionsField';
import { DocumentsField } from './DocumentsField';
import { GroupField } from './GroupField';
import { SessionsEditor } from './SessionsEditor';
import { VacancyFields } from '../../vacancies/VacancyFields';
import { ProjectFields } from '../../projects/ProjectFields';
import { TaskFields } from '../../tasks/TaskFields';

export interface ActivityFieldsProps {
  kind: ActivityKind;
  values: ActivityValues;
  set: <F extends keyof ActivityValues>(field: F, value: ActivityValues[F]) => void;
  errors: ActivityErrors;
  cities: ReferenceList;
  directions: { items: DirectionDto[] | null; failed: boolean };
  onGroups: (groups: EventGroupOption[]) => void;
}

/** The inputs of the kind's form (its ACTIVITY_FIELDS), grouped in sections (ids `<kind>-<field>`). */
export function ActivityFields({ kind, values, set, errors, cities, directions, onGroups }: ActivityFieldsProps) {
  const { t, locale } = useI18n();
  const id = (field: string) => `${kind}-${field}`;
  const L = EVENT_LIMITS;
  const fields = new Set<ActivityField>(ACTIVITY_FIELDS[kind]);
  const has = (field: ActivityField) => fields.has(field);
  return (
    <>
      <section className="form-section">
        <h2>{t('organizer.form.section.text')}</h2>
        <TextField
          id={id('titleRu')}
          label={t('organizer.form.titleRu')}
          required
          maxLength={L.titleMax}
          value={values.titleRu}
          onValueChange={(v) => set('titleRu', v)}
          error={errors['titleRu']}
        />
        <TextField
          id={id('titleUz')}
          label={t('organizer.form.titleUz')}
          maxLength={L.titleMax}
          value={values.titleUz}
          onValueChange={(v) => set('titleUz', v)}
          error={errors['titleUz']}
          hint={t('organizer.form.uzHint')}
        />
        <TextAreaField
          id={id('descriptionRu')}
          label={t('organizer.form.descriptionRu')}
          required
          maxLength={L.descriptionMax}
          value={values.descriptionRu}
          onValueChange={(v) => set('descriptionRu', v)}
          error={errors['descriptionRu']}
        />
        <TextAreaField
          id={id('descriptionUz')}
          label={t('organizer.form.descriptionUz')}
          maxLength={L.descriptionMax}
          value={values.descriptionUz}
          onValueChange={(v) => set('descriptionUz', v)}
          error={errors['descriptionUz']}
          hint={t('organizer.form.uzHint')}
        />
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
        <SelectField
          id={id('regionId')}
          label={t('organizer.form.region')}
          value={values.regionId}
          onValueChange={(v) => set('regionId', v)}
          error={errors['regionId']}
          hint={cities.status === 'failed' ? t('organizer.form.regionsFailed') : undefined}
        >
          <option value="">{t('organizer.form.regionEmpty')}</option>
          {cities.status === 'ready'
            ? cities.items.map((c) => (
                <option key={c.id} value={c.id}>
                  {itemName(c, locale)}
                </option>
              ))
            : null}
        </SelectField>
        <TextField
          id={id('addressRu')}
          label={t('organizer.form.addressRu')}
          maxLength={L.addressMax}
          value={values.addressRu}
          onValueChange={(v) => set('addressRu', v)}
          error={errors['addressRu']}
          autoComplete="street-address"
        />
        <TextField
          id={id('addressUz')}
          label={t('organizer.form.addressUz')}
          maxLength={L.addressMax}
          value={values.addressUz}
          onValueChange={(v) => set('addressUz', v)}
          error={errors['addressUz']}
          hint={t('organizer.form.uzHint')}
        />
        {has('isOnline') ? (
          <CheckboxField
            id={id('isOnline')}
            label={t('organizer.form.isOnline')}
            checked={values.isOnline}
            onCheckedChange={(v) => set('isOnline', v)}
            error={errors['isOnline']}
          />
        ) : null}
        {has('startsAt') ? (
          <>
            <div className="form-row">
              <TextField
                id={id('startsAt')}
                type="datetime-local"
                label={t('organizer.form.startsAt')}
                required
                value={values.startsAt}
                onValueChange={(v) => set('startsAt', v)}
                error={errors['startsAt']}
                hint={t('organizer.form.timeHint')}
              />
              <TextField
                id={id('endsAt')}
                type="datetime-local"
                label={t('organizer.form.endsAt')}
                required
                value={values.endsAt}
                min={values.startsAt || undefined}
                onValueChange={(v) => set('endsAt', v)}
                error={errors['endsAt']}
              />
            </div>
          </>
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
            <>
              <div className="form-row">
                <TextField
                  id={id('capacity')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={L.capacityMax}
                  label={t('organizer.form.capacity')}
                  value={values.capacity}
                  onValueChange={(v) => set('capacity', v)}
                  error={errors['capacity']}
                  hint={t('organizer.form.capacityHint')}
                />
                <TextField
                  id={id('minAge')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={L.minAgeMax}
                  label={t('organizer.form.minAge')}
                  value={values.minAge}
                  onValueChange={(v) => set('minAge', v)}
                  error={errors['minAge']}
                />
              </div>
            </>
          ) : null}
          {has('skills') ? (
            <>
              <TextAreaField
                id={id('skills')}
                label={t('organizer.form.skills')}
                rows={3}
                maxLength={L.skillsMax}
                value={values.skills}
                onValueChange={(v) => set('skills', v)}
                error={errors['skills']}
              />
            </>
          ) : null}
          {has('groupId') ? (
            <>
              <GroupField
                id={id('groupId')}
                value={values.groupId}
                onChange={(v) => set('groupId', v)}
                onGroups={onGroups}
                error={errors['groupId']}
              />
            </>
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
      {has('goalsRu') ? <ProjectFields kind={kind} values={values} set={set} errors={errors} /> : null}
      {has('vacancyKind') ? <VacancyFields kind={kind} values={values} set={set} errors={errors} /> : null}
      {has('categoryId') ? <TaskFields kind={kind} values={values} set={set} errors={errors} /> : null}
    </>
  );
}
