import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { isCrmRole, mayEnterBackoffice } from './auth';
import { ApiStatus } from './layout/ApiStatus';

const DashboardStats = lazy(() => import('./dashboard/DashboardStats').then((m) => ({ default: m.DashboardStats })));

/** Back-office home: the brand, whether the API answers, users by role and sign-ups; an organization's home is its CRM. */
export const Dashboard = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<string | null>();
  if (isCrmRole(permissions)) return <Navigate to={`${basename}/crm`} replace />;
  // A news editor who is neither admin nor moderator has only the news.
  if (!mayEnterBackoffice(permissions)) return <Navigate to={`${basename}/news`} replace />;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="hashar.title" />
      <Card>
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            {translate('hashar.brand')}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {translate('hashar.dashboard.welcome')}
          </Typography>
          <ApiStatus sx={{ mt: 2 }} />
        </CardContent>
      </Card>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <DashboardStats />
      </Suspense>
    </Box>
  );
};
