import { TASK_LIMITS } from '@hashar/common';
import { TextField } from '../../components/forms';
import { useI18n } from '../../i18n';
import { ReferenceSelectField } from '../account/ReferenceSelectField';
import { useReferenceList } from '../account/useReferenceList';
import { BilingualTextFields } from '../organizer/parts/BilingualTextFields';
import { bindText, wholeNumber, type FormBinding } from '../organizer/parts/fieldBinding';
import type { TaskValues } from '../../activity/kinds/taskForm';

const L = TASK_LIMITS;

/**
 * A task's own inputs in the organizer's form (ids `task-<field>`): the category (the admin's
 * list `cattask`), required skills and the expected result (ru, uz), the deadline (Tashkent
 * time), performers and estimated hours. Online or a region is the form's place section.
 */
export function TaskFields(form: FormBinding<TaskValues>) {
  const { t, locale } = useI18n();
  const { list: categories } = useReferenceList('/api/reference/task-categories', locale);
  const text = bindText(form);
  const label = (field: 'skillsRu' | 'skillsUz' | 'resultRu' | 'resultUz') => t(`tasks.form.${field}`);
  return (
    <section className="form-section" data-testid="task-fields">
      <h2>{t('tasks.form.section')}</h2>
      <ReferenceSelectField
        {...text('categoryId')}
        list={categories}
        label={t('tasks.form.category')}
        empty={t('tasks.form.categoryPick')}
        required
      />
      <BilingualTextFields bind={text} name="skills" label={label} max={L.skillsMax} rows={3} />
      <BilingualTextFields bind={text} name="result" label={label} max={L.resultMax} rows={3} />
      <div className="form-row">
        <TextField {...text('deadline')} type="datetime-local" label={t('tasks.form.deadline')} required />
        <TextField {...text('performers')} {...wholeNumber(1, L.performersMax)} label={t('tasks.form.performers')} required />
        <TextField {...text('estimatedHours')} inputMode="decimal" label={t('tasks.form.hours')} />
      </div>
    </section>
  );
}
