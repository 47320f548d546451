/** Form controls and helpers shared by every form of the public site (styles in styles/forms.css). */
export { CheckboxField } from './CheckboxField';
export { FieldMessages, describedBy } from './FieldMessages';
export { FormAlert } from './FormAlert';
export { SelectField, type SelectFieldProps } from './SelectField';
export { DraftActions, SubmitButton } from './SubmitButton';
export { Template } from './Template';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
export { focusControl } from './focus';
export { useSubmitGuard } from './useSubmitGuard';
export {
  bilingualErrors,
  charCount,
  compactErrors,
  firstInvalid,
  hasErrors,
  rules,
  splitServerErrors,
  type FieldErrors,
} from './validation';
