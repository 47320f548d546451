import { PROJECT_LIMITS } from '@hashar/common';
import { CheckboxField, TextAreaField, TextField } from '../../components/forms';
import { useI18n } from '../../i18n';
import type { ActivityFieldsProps } from '../organizer/parts/ActivityFields';

const L = PROJECT_LIMITS;
type TextKey = 'goalsRu' | 'goalsUz' | 'helpRu' | 'helpUz';

/**
 * A project's own inputs in the owner's form (ids `project-<field>`): nationwide, goals and how
 * volunteers can help (ru, uz), and how many participants it needs.
 */
export function ProjectFields({ kind, values, set, errors }: Pick<ActivityFieldsProps, 'kind' | 'values' | 'set' | 'errors'>) {
  const { t } = useI18n();
  const id = (field: string) => `${kind}-${field}`;
  const textArea = (field: TextKey, max: number, uz = false) => (
    <TextAreaField
      id={id(field)}
      label={t(`projects.form.${field}`)}
      maxLength={max}
      rows={4}
      value={values[field]}
      onValueChange={(v) => set(field, v)}
      error={errors[field]}
      hint={uz ? t('organizer.form.uzHint') : undefined}
    />
  );
  return (
    <section className="form-section" data-testid="project-fields">
      <h2>{t('projects.form.section')}</h2>
      <CheckboxField
        id={id('isNationwide')}
        label={t('projects.form.nationwide')}
        checked={values.isNationwide}
        onCheckedChange={(v) => set('isNationwide', v)}
        error={errors['isNationwide']}
      />
      {textArea('goalsRu', L.goalsMax)}
      {textArea('goalsUz', L.goalsMax, true)}
      {textArea('helpRu', L.helpMax)}
      {textArea('helpUz', L.helpMax, true)}
      <TextField
        id={id('places')}
        type="number"
        inputMode="numeric"
        min={0}
        max={L.placesMax}
        label={t('projects.form.places')}
        value={values.places}
        onValueChange={(v) => set('places', v)}
        error={errors['places']}
      />
    </section>
  );
}
