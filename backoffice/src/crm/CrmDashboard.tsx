import EventIcon from '@mui/icons-material/Event';
import { Alert, Box, Card, CardContent, Chip, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { Title, useBasename, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { isCrmRole } from '../auth';
import { useFormatDateTime } from '../components/DateTimeField';
import { AnalyticsCharts } from './AnalyticsCharts';
import { errorMessage } from './crmApi';
import { useCustomQuery } from '../useCustomQuery';
import { ReportDownload } from './ReportDownload';
import { formatNumber, hoursPlural } from '../i18n/numbers';

const Figure = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Card sx={{ flex: '1 1 200px' }}>
    <CardContent>
      <Typography variant="h3" component="p" data-testid={testId}>
        {formatNumber(value)}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </CardContent>
  </Card>
);

/** The organization's CRM home (/admin/crm, GET /api/crm/dashboard): upcoming events, pending applications, hours verified this month. */
export const CrmDashboard = () => {
  const { permissions, isPending } = usePermissions<string | null>();
  const basename = useBasename();
  if (isPending) return null;
  // Admins and moderators have no CRM: their home is the dashboard.
  if (!isCrmRole(permissions)) return <Navigate to={`${basename}/`} replace />;
  return <CrmHome />;
};

const CrmHome = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDateTime = useFormatDateTime();
  const basename = useBasename();
  const dashboard = useCustomQuery(['crmDashboard', locale], (provider) => provider.getCrmDashboard());
  const data = dashboard.data;
  const failure = dashboard.error ? errorMessage(dashboard.error) : null;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="crm-dashboard">
      <Title title="hashar.crm.dashboard.title" />
      {failure ? <Alert severity="error">{translate(failure, { _: failure })}</Alert> : null}
      {!data && !failure ? <Skeleton variant="rounded" height={160} /> : null}
      {data ? (
        <>
          <Typography variant="h5" component="h1">
            {data.organization.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Figure
              label={translate('hashar.crm.dashboard.pending', { smart_count: data.pendingApplications })}
              value={data.pendingApplications}
              testId="crm-pending"
            />
            <Figure
              label={translate('hashar.crm.dashboard.hours_month', hoursPlural(data.hoursVerifiedThisMonth))}
              value={data.hoursVerifiedThisMonth}
              testId="crm-hours-month"
            />
          </Box>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('hashar.crm.dashboard.upcoming')}
              </Typography>
              {data.upcomingEvents.length ? (
                <List>
                  {data.upcomingEvents.map((event) => (
                    // One row whatever the width: the title wraps, the icon and the badge keep their size.
                    <ListItemButton
                      key={event.id}
                      component={Link}
                      to={`${basename}/crm/events/${event.id}/show`}
                      sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}
                      data-testid="crm-upcoming-event"
                    >
                      <EventIcon color="action" aria-hidden sx={{ flex: 'none' }} />
                      <ListItemText
                        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                        primary={event.title}
                        secondary={formatDateTime(event.startsAt)}
                        data-testid="crm-upcoming-text"
                      />
                      {event.applicationsPending > 0 ? (
                        <Chip
                          color="info"
                          size="small"
                          sx={{
                            flex: 'none',
                            maxWidth: { xs: 120, sm: 'none' },
                            height: 'auto',
                            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                          }}
                          label={translate('hashar.crm.pending_count', { smart_count: event.applicationsPending })}
                          data-testid="crm-pending-badge"
                        />
                      ) : null}
                    </ListItemButton>
                  ))}
                </List>
              ) : (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {translate('hashar.crm.dashboard.no_upcoming')}
                </Typography>
              )}
            </CardContent>
          </Card>
          <ReportDownload />
          <AnalyticsCharts />
        </>
      ) : null}
    </Box>
  );
};
