import { DateTimeInput, useLocaleState, useRecordContext, type DateTimeInputProps } from 'react-admin';
import { formatDateTime, tashkentDateTimeInput } from './dateTime';

/**
 * A record's date and time in the UI language on Tashkent's clock (react-admin's DateField
 * follows the browser's language and zone). `dateOnly` leaves the time out; `short` is 22.11.2026, 10:00.
 */
export const DateTimeField = ({
  source,
  dateOnly,
  short,
}: {
  source: string;
  dateOnly?: boolean;
  short?: boolean;
  label?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext<Record<string, unknown>>();
  const format = useFormatDateTime();
  const value = record?.[source];
  const text = typeof value === 'string' || value instanceof Date ? format(value, { dateOnly, short }) : '';
  return <span data-testid={`date-${source}`}>{text || '—'}</span>;
};

/**
 * DateTimeField's formatter for text that is not a record field (list texts, headings,
 * tables): the one way components show a date, in the UI language on Tashkent's clock.
 */
export function useFormatDateTime(): (
  value: string | Date | null | undefined,
  options?: { dateOnly?: boolean; short?: boolean },
) => string {
  const [locale] = useLocaleState();
  return (value, options) => formatDateTime(value, locale, options);
}

/** react-admin's DateTimeInput on Tashkent's clock: shows and takes local time there, stores UTC. */
export const TashkentDateTimeInput = (props: Omit<DateTimeInputProps, 'format' | 'parse'>) => (
  <DateTimeInput {...props} format={tashkentDateTimeInput.format} parse={tashkentDateTimeInput.parse} />
);
