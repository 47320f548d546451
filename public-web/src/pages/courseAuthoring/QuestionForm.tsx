import { COURSE_LIMITS, type AuthoredQuestion, type QuestionInput } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { CheckboxField, FieldMessages, describedBy, SubmitButton, TextField, focusControl, useSubmitGuard } from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSubformFailure } from './useSubformFailure';

const L = COURSE_LIMITS;
const FIELDS = ['textRu', 'textUz', 'multiple', 'options'] as const;
type QuestionField = (typeof FIELDS)[number];
type Option = { textRu: string; textUz: string; isCorrect: boolean };

interface QuestionFormProps {
  question: AuthoredQuestion | null;
  onSave: (input: QuestionInput) => Promise<void>;
  onCancel: () => void;
}

const blank = (): Option => ({ textRu: '', textUz: '', isCorrect: false });

/** A quiz question's form: text ru/uz, single or multiple choice, 2–8 options with the right ones marked. */
export function QuestionForm({ question, onSave, onCancel }: QuestionFormProps) {
  const { t } = useI18n();
  const [textRu, setTextRu] = useState(question?.textRu ?? '');
  const [textUz, setTextUz] = useState(question?.textUz ?? '');
  const [multiple, setMultiple] = useState(question?.multiple ?? false);
  const [options, setOptions] = useState<Option[]>(
    question?.options.map((o) => ({ textRu: o.textRu, textUz: o.textUz ?? '', isCorrect: o.isCorrect })) ?? [blank(), blank()],
  );
  const { errors, setErrors, clear, fail, alert, alertRef, resetAlert } = useSubformFailure<QuestionField>(FIELDS, 'question-message');
  const { busy, run } = useSubmitGuard();
  const prefix = `question-${question?.id ?? 'new'}`;
  const change = (index: number, patch: Partial<Option>) => {
    setOptions((list) =>
      list.map((o, i) => {
        if (i === index) return { ...o, ...patch };
        // A single-choice question has one right option: marking one unmarks the others.
        return patch.isCorrect && !multiple ? { ...o, isCorrect: false } : o;
      }),
    );
    clear('options');
  };

  const check = (): Partial<Record<QuestionField, string>> => {
    const found: Partial<Record<QuestionField, string>> = {};
    if (!textRu.trim()) found.textRu = t('courseAuthoring.form.required');
    const right = options.filter((o) => o.isCorrect).length;
    if (options.some((o) => !o.textRu.trim())) found.options = t('courseAuthoring.form.required');
    else if (right === 0) found.options = t('courseAuthoring.quiz.needCorrect');
    else if (!multiple && right > 1) found.options = t('courseAuthoring.quiz.oneCorrect');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void run(async () => {
      resetAlert();
      const found = check();
      const first = FIELDS.find((field) => found[field]);
      if (first) {
        setErrors(found);
        requestAnimationFrame(() => focusControl(first === 'options' ? `${prefix}-option-0-ru` : `${prefix}-${first}`));
        return;
      }
      try {
        await onSave({
          textRu: textRu.trim(),
          textUz: textUz.trim() || null,
          multiple,
          options: options.map((o) => ({ textRu: o.textRu.trim(), textUz: o.textUz.trim() || null, isCorrect: o.isCorrect })),
        });
      } catch (err) {
        fail(err);
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    });
  };

  const optionsId = `${prefix}-options`;
  return (
    <form className="form course-subform" onSubmit={onSubmit} noValidate data-testid="question-form">
      {alert}
      <TextField
        id={`${prefix}-textRu`}
        label={t('courseAuthoring.quiz.textRu')}
        value={textRu}
        onValueChange={(v) => (setTextRu(v), clear('textRu'))}
        error={errors.textRu}
        required
        maxLength={L.questionMax}
      />
      <TextField
        id={`${prefix}-textUz`}
        label={t('courseAuthoring.quiz.textUz')}
        value={textUz}
        onValueChange={setTextUz}
        error={errors.textUz}
        hint={t('courseAuthoring.form.uzHint')}
        maxLength={L.questionMax}
      />
      <CheckboxField
        id={`${prefix}-multiple`}
        label={t('courseAuthoring.quiz.multiple')}
        checked={multiple}
        onCheckedChange={setMultiple}
        error={errors.multiple}
      />
      <fieldset
        className="fieldset course-options"
        id={optionsId}
        aria-invalid={errors.options ? true : undefined}
        aria-describedby={describedBy(optionsId, { error: errors.options })}
      >
        <legend className="field__label">{t('courseAuthoring.quiz.options', { min: L.optionsMin, max: L.optionsMax })}</legend>
        {options.map((option, index) => (
          <div key={index} className="course-option" data-testid="option">
            <label className="checkbox course-option__correct">
              <input
                type="checkbox"
                className="checkbox__input"
                checked={option.isCorrect}
                onChange={(event) => change(index, { isCorrect: event.target.checked })}
                data-testid="option-correct"
              />
              <span>{t('courseAuthoring.quiz.correct', { n: index + 1 })}</span>
            </label>
            <TextField
              id={`${prefix}-option-${index}-ru`}
              label={t('courseAuthoring.quiz.optionRu', { n: index + 1 })}
              value={option.textRu}
              onValueChange={(textRu) => change(index, { textRu })}
              required
              maxLength={L.optionMax}
            />
            <TextField
              id={`${prefix}-option-${index}-uz`}
              label={t('courseAuthoring.quiz.optionUz', { n: index + 1 })}
              value={option.textUz}
              onValueChange={(textUz) => change(index, { textUz })}
              maxLength={L.optionMax}
            />
            {options.length > L.optionsMin ? (
              <button type="button" className="btn btn--link" onClick={() => setOptions((list) => list.filter((_, i) => i !== index))}>
                {t('courseAuthoring.quiz.removeOption', { n: index + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        <FieldMessages id={optionsId} error={errors.options} />
        {options.length < L.optionsMax ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            data-testid="option-add"
            onClick={() => setOptions((list) => [...list, blank()])}
          >
            {t('courseAuthoring.quiz.addOption')}
          </button>
        ) : null}
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={t('courseAuthoring.form.saving')} data-testid="save-question">
          {t('courseAuthoring.quiz.save')}
        </SubmitButton>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('courseAuthoring.lessons.cancel')}
        </button>
      </div>
    </form>
  );
}
