import { PROJECT_LIMITS } from '@hashar/common';
import { CheckboxField, TextField } from '../../components/forms';
import { useI18n } from '../../i18n';
import { BilingualTextFields } from '../organizer/parts/BilingualTextFields';
import { bindCheck, bindText, wholeNumber, type FormBinding } from '../organizer/parts/fieldBinding';
import type { ProjectValues } from '../../activity/kinds/projectForm';

const L = PROJECT_LIMITS;

/**
 * A project's own inputs in the owner's form (ids `project-<field>`): nationwide, goals and how
 * volunteers can help (ru, uz), and how many participants it needs.
 */
export function ProjectFields(form: FormBinding<ProjectValues>) {
  const { t } = useI18n();
  const text = bindText(form);
  const label = (field: 'goalsRu' | 'goalsUz' | 'helpRu' | 'helpUz') => t(`projects.form.${field}`);
  return (
    <section className="form-section" data-testid="project-fields">
      <h2>{t('projects.form.section')}</h2>
      <CheckboxField {...bindCheck(form)('isNationwide')} label={t('projects.form.nationwide')} />
      <BilingualTextFields bind={text} name="goals" label={label} max={L.goalsMax} rows={4} />
      <BilingualTextFields bind={text} name="help" label={label} max={L.helpMax} rows={4} />
      <TextField {...text('places')} {...wholeNumber(0, L.placesMax)} label={t('projects.form.places')} />
    </section>
  );
}
