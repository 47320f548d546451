import { LIMITS } from '@hashar/common';
import { FieldMessages, describedBy } from '../../components/forms';
import { useI18n } from '../../i18n';
import { toggleDirection } from './signUpForm';
import { itemName, type ReferenceList } from './useReferenceList';

interface ProbonoFieldProps {
  id: string;
  list: ReferenceList;
  onRetry: () => void;
  selected: number[];
  onChange: (selected: number[]) => void;
  error?: string;
}

/** The pro bono categories: 1–3 checkboxes; once 3 are ticked the others are disabled with a hint. */
export function ProbonoField({ id, list, onRetry, selected, onChange, error }: ProbonoFieldProps) {
  const { locale, t } = useI18n();
  const { min, max } = LIMITS.probonoDirections;
  const full = selected.length >= max;
  const hint = full ? t('signUp.probono.max', { max }) : t('signUp.probono.hint', { min, max });

  return (
    <fieldset
      id={id}
      className={`fieldset${error ? ' fieldset--invalid' : ''}`}
      aria-describedby={describedBy(id, { status: hint, error })}
    >
      <legend className="field__label">
        {t('signUp.probono')}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {list.status === 'loading' ? <p className="field__hint">{t('common.loading')}</p> : null}
      {list.status === 'failed' ? (
        <p className="field__error">
          {t('account.listFailed')}{' '}
          <button type="button" className="btn btn--link" onClick={onRetry}>
            {t('forms.retry')}
          </button>
        </p>
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? <p className="field__hint">{t('signUp.probono.empty')}</p> : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <ul className="probono-list">
          {list.items.map((item) => {
            const checked = selected.includes(item.id);
            const disabled = full && !checked;
            return (
              <li key={item.id} className="checkbox">
                <input
                  id={`${id}-${item.id}`}
                  type="checkbox"
                  className="checkbox__input"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(toggleDirection(selected, item.id, max))}
                  aria-describedby={disabled ? `${id}-status` : undefined}
                />
                <label className="checkbox__label" htmlFor={`${id}-${item.id}`}>
                  {itemName(item, locale)}
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* The status line says the limit, and is read out when the limit is reached. */}
      <FieldMessages id={id} status={hint} error={error} />
    </fieldset>
  );
}
