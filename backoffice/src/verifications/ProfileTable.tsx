import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type Value = string | number | boolean | null | undefined | readonly unknown[] | object;

/** A value as text: lists joined, yes/no, empty as a dash. */
function shown(value: Value, translate: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') return 'name' in value ? String((value as { name: unknown }).name) : JSON.stringify(value);
  return String(value);
}

/** Label/value rows of a profile object (labels from `hashar.verifications.fields.<name>`, else the name), skipping `skip`. */
export const ProfileTable = ({ data, skip = [] }: { data: Record<string, Value>; skip?: readonly string[] }) => {
  const translate = useTranslate();
  const rows = Object.entries(data).filter(([name]) => !skip.includes(name));
  if (!rows.length) return <Typography color="text.secondary">{translate('hashar.verifications.empty')}</Typography>;
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
              {translate(`hashar.verifications.fields.${name}`, { _: name })}
            </TableCell>
            <TableCell data-testid={`profile-${name}`} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {shown(value, translate)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
