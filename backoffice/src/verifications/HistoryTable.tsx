import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../components/DateTimeField';

export interface HistoryRow {
  id: number;
  status: string;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** A subject's verification requests, newest first: sent, status, reason, who decided and when. */
export const HistoryTable = ({ rows }: { rows: readonly HistoryRow[] }) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (!rows.length) return <Typography color="text.secondary">{translate('hashar.verifications.empty')}</Typography>;
  const f = (name: string) => translate(`resources.verifications.fields.${name}`);
  return (
    <Table size="small" data-testid="verification-history">
      <TableHead>
        <TableRow>
          <TableCell>{f('requestedAt')}</TableCell>
          <TableCell>{f('status')}</TableCell>
          <TableCell>{f('reason')}</TableCell>
          <TableCell>{f('decidedAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{formatDateTime(r.requestedAt)}</TableCell>
            <TableCell>{translate(`hashar.verifications.statuses.${r.status}`)}</TableCell>
            <TableCell>{r.reason ?? '—'}</TableCell>
            <TableCell>{r.decidedAt ? `${formatDateTime(r.decidedAt)} · ${r.decidedBy ?? ''}` : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
