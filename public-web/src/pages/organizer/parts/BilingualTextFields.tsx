import { TextAreaField, TextField } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import type { TextBinding } from './fieldBinding';

interface BilingualTextFieldsProps<N extends string> {
  /** The form's text binder (bindText): it must have both a `<name>Ru` and a `<name>Uz` text field. */
  bind: (field: NoInfer<`${N}Ru` | `${N}Uz`>) => TextBinding;
  name: N;
  /** The label of `<name>Ru` and of `<name>Uz`. */
  label: (field: `${N}Ru` | `${N}Uz`) => string;
  max: number;
  /** Text areas (default) or one-line inputs. */
  lines?: 'area' | 'one';
  rows?: number;
  /** One of the two languages is required (either; the other shows the given text). */
  required?: boolean;
}

/** The Russian and the Uzbek input of one text (`<name>Ru`, `<name>Uz`); the second says what a missing language shows. */
export function BilingualTextFields<N extends string>({
  bind,
  name,
  label,
  max,
  lines = 'area',
  rows,
  required,
}: BilingualTextFieldsProps<N>) {
  const { t } = useI18n();
  const ru = `${name}Ru` as const;
  const uz = `${name}Uz` as const;
  const hint = t(required ? 'forms.bilingualHint' : 'organizer.form.uzHint');
  if (lines === 'one') {
    return (
      <>
        <TextField {...bind(ru)} label={label(ru)} maxLength={max} />
        <TextField {...bind(uz)} label={label(uz)} maxLength={max} hint={hint} />
      </>
    );
  }
  return (
    <>
      <TextAreaField {...bind(ru)} label={label(ru)} maxLength={max} rows={rows} />
      <TextAreaField {...bind(uz)} label={label(uz)} maxLength={max} rows={rows} hint={hint} />
    </>
  );
}
