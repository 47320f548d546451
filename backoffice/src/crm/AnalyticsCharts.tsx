import { ANALYTICS_LIMITS, type AnalyticsDto, type AnalyticsMetric } from '@hashar/common';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCustomQuery } from '../useCustomQuery';
import { formatNumber } from '../i18n/numbers';
import { errorMessage } from './crmApi';

/** The organization's figures the charts show (organizations are the platform's, not its own). */
const METRICS = ['volunteers', 'hours', 'events', 'projects'] as const satisfies readonly AnalyticsMetric[];
type Metric = (typeof METRICS)[number];

const HEIGHT = 180;
const PAD = { top: 10, right: 4, bottom: 22, left: 4 };
/** "03.2026" from YYYY-MM: our own, browsers' Uzbek month names are incomplete. */
const monthText = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** The months shown: the API's default period. */
const MONTHS = { smart_count: ANALYTICS_LIMITS.defaultMonths };

/** The organization's last ANALYTICS_LIMITS.defaultMonths months (GET /api/crm/analytics) on the CRM dashboard: by month and by direction, one figure at a time. */
export const AnalyticsCharts = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [metric, setMetric] = useState<Metric>('hours');
  // A new language starts afresh: no stale failure (or figures) in the old language; "Retry" loads again.
  const analytics = useCustomQuery(['crmAnalytics', locale], (provider) => provider.getCrmAnalytics());
  const data = analytics.data;
  const failure = analytics.error && !analytics.isFetching ? errorMessage(analytics.error) : null;

  if (failure)
    return (
      <Alert
        severity="error"
        data-testid="crm-analytics-error"
        action={
          <Button color="inherit" size="small" onClick={() => void analytics.refetch()} data-testid="crm-analytics-retry">
            {translate('hashar.crm.analytics.retry')}
          </Button>
        }
      >
        {translate(failure, { _: failure })}
      </Alert>
    );
  if (!data) return <Skeleton variant="rounded" height={220} />;
  const name = (m: Metric) => translate(`hashar.crm.analytics.${m}`);
  return (
    <Card data-testid="crm-analytics">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate('hashar.crm.analytics.title')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {translate('hashar.crm.analytics.period', { ...MONTHS, from: monthText(data.from ?? ''), to: monthText(data.to ?? '') })}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={metric}
          onChange={(_event, value: Metric | null) => value && setMetric(value)}
          aria-label={translate('hashar.crm.analytics.metric')}
          sx={{ flexWrap: 'wrap' }}
        >
          {METRICS.map((m) => (
            <ToggleButton key={m} value={m} data-testid={`crm-analytics-${m}`}>
              {name(m)}: {formatNumber(data.totals[m])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {metric === 'volunteers' ? (
          <Typography variant="body2" color="text.secondary">
            {translate('hashar.crm.analytics.volunteers_note')}
          </Typography>
        ) : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <MonthBars months={data.byMonth} metric={metric} label={name(metric)} />
          <DirectionList directions={data.byDirection} metric={metric} />
        </Box>
      </CardContent>
    </Card>
  );
};

/** The metric month by month as SVG bars (role="img" with a summary), the numbers in a table below on demand. */
const MonthBars = ({ months, metric, label }: { months: AnalyticsDto['byMonth']; metric: Metric; label: string }) => {
  const translate = useTranslate();
  const width = 600;
  const max = Math.max(0, ...months.map((m) => m[metric]));
  const peak = months.find((m) => m[metric] === max);
  const total = months.reduce((sum, m) => sum + m[metric], 0);
  const summary =
    peak && max > 0
      ? translate('hashar.crm.analytics.month_summary', {
          metric: label,
          total: formatNumber(total),
          max: formatNumber(max),
          month: monthText(peak.month),
        })
      : translate('hashar.crm.analytics.empty', MONTHS);
  const slot = (width - PAD.left - PAD.right) / Math.max(months.length, 1);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('hashar.crm.analytics.by_month')}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        data-testid="crm-analytics-months"
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          color: 'primary.main',
          '& text': { fill: (t) => t.palette.text.secondary, fontSize: 12 },
        }}
      >
        {months.map((m, i) => {
          const h = max > 0 ? (m[metric] / max) * plotH : 0;
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
                <title>{`${monthText(m.month)}: ${formatNumber(m[metric])}`}</title>
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
                <TableCell align="right">{formatNumber(m[metric])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};

/** The directions with anything in the metric, largest first, each a labelled bar. */
const DirectionList = ({ directions, metric }: { directions: AnalyticsDto['byDirection']; metric: Metric }) => {
  const translate = useTranslate();
  const shown = directions.filter((d) => d[metric] > 0).sort((a, b) => b[metric] - a[metric]);
  const max = Math.max(1, ...shown.map((d) => d[metric]));
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate('hashar.crm.analytics.by_direction')}
      </Typography>
      {shown.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-testid="crm-analytics-directions">
          {shown.map((d) => (
            <li key={d.direction}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">{d.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatNumber(d[metric])}
                </Typography>
              </Box>
              <LinearProgress variant="determinate" value={(d[metric] / max) * 100} aria-hidden sx={{ height: 8, borderRadius: 4 }} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('hashar.crm.analytics.empty', MONTHS)}
        </Typography>
      )}
    </Box>
  );
};
