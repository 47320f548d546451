import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/numbers';

const HEIGHT = 180;
const PAD = { top: 10, right: 4, bottom: 22, left: 4 };

/** "03.2026" from YYYY-MM: our own, browsers' Uzbek month names are incomplete. */
export const monthText = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

interface MonthBarsProps {
  /** One value per month (YYYY-MM), oldest first. */
  months: { month: string; value: number }[];
  /** What the values count (the table's column, the summary's words). */
  label: string;
  /** The chart's heading. */
  title: string;
  /** The summary when every month is zero. */
  empty: string;
  testId: string;
}

/**
 * A figure month by month as SVG bars (role="img" with a summary), the numbers in a table below on
 * demand: the CRM's analytics and a course's completions.
 */
export const MonthBars = ({ months, label, title, empty, testId }: MonthBarsProps) => {
  const translate = useTranslate();
  const width = 600;
  const max = Math.max(0, ...months.map((m) => m.value));
  const peak = months.find((m) => m.value === max);
  const total = months.reduce((sum, m) => sum + m.value, 0);
  const summary =
    peak && max > 0
      ? translate('hashar.crm.analytics.month_summary', {
          metric: label,
          total: formatNumber(total),
          max: formatNumber(max),
          month: monthText(peak.month),
        })
      : empty;
  const slot = (width - PAD.left - PAD.right) / Math.max(months.length, 1);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        data-testid={testId}
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          color: 'primary.main',
          '& text': { fill: (t) => t.palette.text.secondary, fontSize: 12 },
        }}
      >
        {months.map((m, i) => {
          const h = max > 0 ? (m.value / max) * plotH : 0;
          return (
            <g key={m.month}>
              <rect
                x={PAD.left + i * slot + slot * 0.15}
                y={HEIGHT - PAD.bottom - h}
                width={slot * 0.7}
                height={h}
                rx={2}
                fill="currentColor"
              >
                <title>{`${monthText(m.month)}: ${formatNumber(m.value)}`}</title>
              </rect>
              <text x={PAD.left + i * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle">
                {m.month.slice(5, 7)}
              </text>
            </g>
          );
        })}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box component="details" sx={{ mt: 1 }}>
        <summary>{translate('hashar.crm.analytics.table')}</summary>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('hashar.crm.analytics.month')}</TableCell>
              <TableCell align="right">{label}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row">
                  {monthText(m.month)}
                </TableCell>
                <TableCell align="right">{formatNumber(m.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
