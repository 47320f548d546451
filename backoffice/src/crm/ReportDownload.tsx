import { MONTH_PATTERN, toTashkentDateInput, type ReportFormat } from '@hashar/common';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadFile, errorMessage } from './crmApi';

/** The month before the current one on Tashkent's clock, as YYYY-MM. */
export function lastMonth(now = new Date()): string {
  const [y, m] = toTashkentDateInput(now).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * "Отчёт по часам" on the CRM dashboard: a month (last month by default) and the organization's
 * verified hours of it per volunteer as CSV or PDF (GET /api/crm/reports/hours, fetched with the token).
 */
export const ReportDownload = () => {
  const translate = useTranslate();
  const id = useId();
  const [month, setMonth] = useState(lastMonth);
  const [pending, setPending] = useState<ReportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = MONTH_PATTERN.test(month);

  const download = async (format: ReportFormat) => {
    setPending(format);
    setFailure(null);
    try {
      await downloadFile(`/api/crm/reports/hours?month=${encodeURIComponent(month)}&format=${format}`, `hours-${month}.${format}`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <Card component="section" aria-labelledby={`${id}-title`} data-testid="crm-hours-report">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2" id={`${id}-title`}>
          {translate('hashar.crm.report.title')}
        </Typography>
        <Typography color="text.secondary">{translate('hashar.crm.report.hint')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            type="month"
            label={translate('hashar.crm.report.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            error={!valid}
            helperText={valid ? ' ' : translate('hashar.crm.report.bad_month')}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'crm-report-month' } }}
            sx={{ minWidth: 200 }}
          />
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'csv' ? 'contained' : 'outlined'}
              startIcon={<DownloadIcon />}
              disabled={!valid || pending !== null}
              onClick={() => void download(format)}
              data-testid={`crm-report-${format}`}
            >
              {translate(`hashar.crm.report.${format}`)}
            </Button>
          ))}
        </Box>
        {failure ? (
          <Alert severity="error" role="alert">
            {translate(failure, { _: failure })}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
};
