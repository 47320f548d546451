import { EVENT_LIMITS, type ActivityKind, type DirectionDto } from '@hashar/common';
import type { BaseValues } from '../../../activity/activityForm';
import { activityUi, type ActivityFormValues } from '../../../activity/registry';
import type { EventGroupOption } from '../../../api/organizer';
import { TextField } from '../../../components/forms';
import { DistrictSelect } from '../../../components/geo/DistrictSelect';
import { PlacePicker } from '../../../components/geo/PlacePicker';
import { useI18n } from '../../../i18n';
import { ReferenceSelectField } from '../../account/ReferenceSelectField';
import type { ReferenceList } from '../../account/useReferenceList';
import { BilingualTextFields } from './BilingualTextFields';
import { CoverField } from './CoverField';
import { CoursesField } from './CoursesField';
import { DirectionsField } from './DirectionsField';
import { bindText, type FormBinding } from './fieldBinding';
import { KIND_INPUTS } from './kindInputs';

export interface ActivityFieldsProps<K extends ActivityKind> extends FormBinding<ActivityFormValues[K]> {
  kind: K;
  cities: ReferenceList;
  directions: { items: DirectionDto[] | null; failed: boolean };
  onGroups: (groups: EventGroupOption[]) => void;
}

/** The inputs of the kind's form: the ones every kind has, and the kind's own (KIND_INPUTS), in sections (ids `<kind>-<field>`). */
export function ActivityFields<K extends ActivityKind>({ cities, directions, onGroups, ...form }: ActivityFieldsProps<K>) {
  const { kind } = form;
  const base: FormBinding<BaseValues> = form;
  const { values, set, errors } = base;
  const { place: Place, files: Files, people: People, own: Own } = KIND_INPUTS[kind];
  const inputs = { ...form, onGroups };
  const { t } = useI18n();
  const id = (field: string) => `${kind}-${field}`;
  const text = bindText(base);
  const label = (field: 'titleRu' | 'titleUz' | 'descriptionRu' | 'descriptionUz') => t(`organizer.form.${field}`);
  const L = EVENT_LIMITS;
  const regionId = /^\d+$/.test(values.regionId) ? Number(values.regionId) : null;
  const districtId = /^\d+$/.test(values.districtId) ? Number(values.districtId) : null;
  // An online event or task has no place on the map.
  const online = Boolean((values as { isOnline?: boolean }).isOnline);
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
          onValueChange={(v) => {
            set('regionId', v);
            set('districtId', '');
          }}
          list={cities}
          label={t('organizer.form.region')}
          empty={t('organizer.form.regionEmpty')}
          failedHint={t('organizer.form.regionsFailed')}
        />
        <DistrictSelect
          id={id('districtId')}
          variant="form"
          regionId={regionId}
          value={districtId}
          onChange={(d) => set('districtId', d ? String(d) : '')}
          error={errors['districtId']}
        />
        <TextField {...text('addressRu')} label={t('organizer.form.addressRu')} maxLength={L.addressMax} autoComplete="street-address" />
        <TextField
          {...text('addressUz')}
          label={t('organizer.form.addressUz')}
          maxLength={L.addressMax}
          hint={t('organizer.form.uzHint')}
        />
        {Place ? <Place {...inputs} /> : null}
        {online ? (
          <p className="geo-note">{t('events.geo.pointOnline')}</p>
        ) : (
          <PlacePicker
            id={id('point')}
            regionId={regionId}
            districtId={districtId}
            value={values.point}
            onChange={(p) => set('point', p)}
            error={errors['point']}
          />
        )}
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
        {Files ? <Files {...inputs} /> : null}
      </section>

      {People ? (
        <section className="form-section">
          <h2>{t('organizer.form.section.people')}</h2>
          <People {...inputs} />
        </section>
      ) : null}
      {Own ? <Own {...inputs} /> : null}
      <section className="form-section">
        <h2>{t('organizer.form.section.training')}</h2>
        <CoursesField
          id={id('requiredCourseIds')}
          selected={values.requiredCourses}
          onChange={(v) => set('requiredCourses', v)}
          error={errors['requiredCourseIds']}
        />
      </section>
    </>
  );
}
