import { ACCOUNT_KINDS, type AccountKind } from '@hashar/common';
import { FieldMessages, describedBy } from '../../components/forms';
import { useI18n } from '../../i18n';

interface AccountKindFieldProps {
  id: string;
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
  error?: string;
}

/** The five account kinds as radio cards (arrow keys move between them, as radios do). */
export function AccountKindField({ id, value, onChange, error }: AccountKindFieldProps) {
  const { t } = useI18n();
  return (
    <fieldset id={id} className="fieldset" aria-describedby={describedBy(id, { error })}>
      <legend className="field__label">{t('signUp.kind')}</legend>
      <div className="kind-cards">
        {ACCOUNT_KINDS.map((kind) => (
          <label key={kind} className="kind-card" htmlFor={`${id}-${kind}`}>
            <input
              id={`${id}-${kind}`}
              className="kind-card__input radio__input"
              type="radio"
              name="type"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              aria-describedby={`${id}-${kind}-text`}
            />
            <span className="kind-card__title">{t(`signUp.kind.${kind}`)}</span>
            <span id={`${id}-${kind}-text`} className="kind-card__text">
              {t(`signUp.kind.${kind}.text`)}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
