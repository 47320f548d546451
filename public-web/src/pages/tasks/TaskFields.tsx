import { TASK_LIMITS } from '@hashar/common';
import { SelectField, TextAreaField, TextField } from '../../components/forms';
import { useI18n } from '../../i18n';
import { itemName, useReferenceList } from '../account/useReferenceList';
import type { ActivityFieldsProps } from '../organizer/parts/ActivityFields';

const L = TASK_LIMITS;
type TextKey = 'skillsRu' | 'skillsUz' | 'resultRu' | 'resultUz';

/**
 * A task's own inputs in the organizer's form (ids `task-<field>`): the category (the admin's
 * list `cattask`), required skills and the expected result (ru, uz), the deadline (Tashkent
 * time), performers and estimated hours. Online or a region is the form's place section.
 */
export function TaskFields({ kind, values, set, errors }: Pick<ActivityFieldsProps, 'kind' | 'values' | 'set' | 'errors'>) {
  const { t, locale } = useI18n();
  const { list: categories } = useReferenceList('/api/reference/task-categories', locale);
  const id = (field: string) => `${kind}-${field}`;
  const textArea = (field: TextKey, max: number, uz = false) => (
    <TextAreaField
      id={id(field)}
      label={t(`tasks.form.${field}`)}
      maxLength={max}
      rows={3}
      value={values[field]}
      onValueChange={(v) => set(field, v)}
      error={errors[field]}
      hint={uz ? t('organizer.form.uzHint') : undefined}
    />
  );
  return (
    <section className="form-section" data-testid="task-fields">
      <h2>{t('tasks.form.section')}</h2>
      <SelectField
        id={id('categoryId')}
        label={t('tasks.form.category')}
        required
        value={values.categoryId}
        onValueChange={(v) => set('categoryId', v)}
        error={errors['categoryId']}
      >
        <option value="">{t('tasks.form.categoryPick')}</option>
        {(categories.status === 'ready' ? categories.items : []).map((c) => (
          <option key={c.id} value={String(c.id)}>
            {itemName(c, locale)}
          </option>
        ))}
      </SelectField>
      {textArea('skillsRu', L.skillsMax)}
      {textArea('skillsUz', L.skillsMax, true)}
      {textArea('resultRu', L.resultMax)}
      {textArea('resultUz', L.resultMax, true)}
      <div className="form-row">
        <TextField
          id={id('deadline')}
          type="datetime-local"
          label={t('tasks.form.deadline')}
          required
          value={values.deadline}
          onValueChange={(v) => set('deadline', v)}
          error={errors['deadline']}
        />
        <TextField
          id={id('performers')}
          type="number"
          inputMode="numeric"
          min={1}
          max={L.performersMax}
          label={t('tasks.form.performers')}
          required
          value={values.performers}
          onValueChange={(v) => set('performers', v)}
          error={errors['performers']}
        />
        <TextField
          id={id('estimatedHours')}
          inputMode="decimal"
          label={t('tasks.form.hours')}
          value={values.estimatedHours}
          onValueChange={(v) => set('estimatedHours', v)}
          error={errors['estimatedHours']}
        />
      </div>
    </section>
  );
}
