import { COURSE_LIMITS, type AuthoredQuestion, type QuestionInput } from '@hashar/common';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  Form,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useFormCall } from '../crm/crmApi';
import { courseApi } from './courseApi';
import { optionsRule, type OptionValue } from './quizRules';

const L = COURSE_LIMITS;
const blank = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Adds a quiz question or changes one (its options replaced): texts, single or multiple choice, options with the right ones marked. */
export const QuestionDialog = ({
  courseId,
  question,
  onClose,
}: {
  courseId: Identifier;
  question: AuthoredQuestion | null;
  onClose(): void;
}) => {
  const translate = useTranslate();
  const { submit } = useFormCall();
  const save = async (data: Record<string, unknown>) => {
    const input: QuestionInput = {
      textRu: String(data['textRu'] ?? ''),
      textUz: blank(data['textUz']),
      multiple: data['multiple'] === true,
      options: ((data['options'] as OptionValue[] | undefined) ?? []).map((o) => ({
        textRu: String(o.textRu ?? ''),
        textUz: blank(o.textUz),
        isCorrect: o.isCorrect === true,
      })),
    };
    // A refusal's field errors go onto the inputs (react-admin's Form reads the returned object).
    return submit(
      () => (question ? courseApi.updateQuestion(courseId, question.id, input) : courseApi.addQuestion(courseId, input)),
      'hashar.courses.question_saved',
      onClose,
    );
  };
  const blankOption = { textRu: '', textUz: '', isCorrect: false };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="question-dialog-title">
      <Form
        record={{
          textRu: question?.textRu ?? '',
          textUz: question?.textUz ?? '',
          multiple: question?.multiple ?? false,
          options: question?.options.map(({ textRu, textUz, isCorrect }) => ({ textRu, textUz: textUz ?? '', isCorrect })) ?? [
            blankOption,
            blankOption,
          ],
        }}
        onSubmit={save}
      >
        <DialogTitle id="question-dialog-title">
          {translate(question ? 'hashar.courses.edit_question' : 'hashar.courses.add_question')}
        </DialogTitle>
        <DialogContent data-testid="question-form">
          <TextInput
            source="textRu"
            label="hashar.courses.question.textRu"
            validate={[required(), maxLength(L.questionMax)]}
            fullWidth
            multiline
          />
          <TextInput source="textUz" label="hashar.courses.question.textUz" validate={maxLength(L.questionMax)} fullWidth multiline />
          <BooleanInput source="multiple" label="hashar.courses.question.multiple" />
          <ArrayInput
            source="options"
            label={translate('hashar.courses.question.options', { min: L.optionsMin, max: L.optionsMax })}
            validate={optionsRule}
          >
            <SimpleFormIterator inline disableReordering disableClear>
              <TextInput source="textRu" label="hashar.courses.question.option_ru" validate={[required(), maxLength(L.optionMax)]} />
              <TextInput source="textUz" label="hashar.courses.question.option_uz" validate={maxLength(L.optionMax)} />
              <BooleanInput source="isCorrect" label="hashar.courses.question.correct" />
            </SimpleFormIterator>
          </ArrayInput>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable data-testid="question-save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
