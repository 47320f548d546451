import { ANALYTICS_LIMITS, type AnalyticsDto, type AnalyticsMetric } from '@hashar/common';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCustomQuery } from '../useCustomQuery';
import { MonthBars, monthText } from '../components/MonthBars';
import { formatNumber } from '../i18n/numbers';
import { errorMessage } from './crmApi';

/** The organization's figures the charts show (organizations are the platform's, not its own; courses completed: its own courses'). */
const METRICS = ['volunteers', 'hours', 'events', 'projects', 'coursesCompleted'] as const satisfies readonly AnalyticsMetric[];
type Metric = (typeof METRICS)[number];

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
        {metric === 'volunteers' || metric === 'coursesCompleted' ? (
          <Typography variant="body2" color="text.secondary">
            {translate(metric === 'volunteers' ? 'hashar.crm.analytics.volunteers_note' : 'hashar.crm.analytics.courses_note')}
          </Typography>
        ) : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <MonthBars
            months={data.byMonth.map((m) => ({ month: m.month, value: m[metric] }))}
            label={name(metric)}
            title={translate('hashar.crm.analytics.by_month')}
            empty={translate('hashar.crm.analytics.empty', MONTHS)}
            testId="crm-analytics-months"
          />
          <DirectionList directions={data.byDirection} metric={metric} />
        </Box>
      </CardContent>
    </Card>
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
