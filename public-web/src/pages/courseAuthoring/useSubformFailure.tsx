import { useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { FormAlert, splitServerErrors } from '../../components/forms';
import { useI18n } from '../../i18n';

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * A lesson's or a question's form refused by the API: its field errors go under the inputs,
 * the message and the errors of fields the form has not in an alert above it (nothing the
 * server said is lost). `fail` answers the first field with an error, for the focus.
 */
export function useSubformFailure<F extends string>(fields: readonly F[], testId: string) {
  const { t } = useI18n();
  const [errors, setErrors] = useState<Errors<F>>({});
  const [message, setMessage] = useState<{ text: string; extra: string[] } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const fail = (err: unknown): F | undefined => {
    if (!(err instanceof ApiError)) throw err;
    const { byField, other } = splitServerErrors(err.fields, fields);
    setErrors(byField);
    setMessage({ text: err.status === 0 ? t('errors.network') : err.message, extra: other });
    return fields.find((field) => byField[field]);
  };
  const clear = (field: F) => setErrors((e) => ({ ...e, [field]: undefined }));

  const alert: ReactNode = message ? (
    <FormAlert ref={alertRef} tone="error" extra={message.extra} testId={testId}>
      {message.text}
    </FormAlert>
  ) : null;

  return { errors, setErrors, clear, fail, alert, alertRef, resetAlert: () => setMessage(null) };
}
