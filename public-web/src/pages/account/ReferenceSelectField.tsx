import { SelectField, type SelectFieldProps } from '../../components/forms';
import { useI18n } from '../../i18n';
import { itemName, type ReferenceList } from './useReferenceList';

/** A select of a reference list (regions, categories) with an empty choice first; `failedHint` shows when the list did not load. */
export function ReferenceSelectField({
  list,
  empty,
  failedHint,
  ...field
}: Omit<SelectFieldProps, 'children'> & { list: ReferenceList; empty: string; failedHint?: string }) {
  const { locale } = useI18n();
  return (
    <SelectField {...field} hint={list.status === 'failed' && failedHint ? failedHint : field.hint}>
      <option value="">{empty}</option>
      {(list.status === 'ready' ? list.items : []).map((item) => (
        <option key={item.id} value={String(item.id)}>
          {itemName(item, locale)}
        </option>
      ))}
    </SelectField>
  );
}
