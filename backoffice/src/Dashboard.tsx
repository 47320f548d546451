import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useApiHealth, type ApiHealth } from './useApiHealth';

const STATUS_COLOR: Record<ApiHealth, string> = {
  loading: 'text.disabled',
  ok: 'success.main',
  error: 'error.main',
};

/** Back-office home: the brand and whether the API answers. */
export const Dashboard = () => {
  const translate = useTranslate();
  const health = useApiHealth();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="hashar.title" />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('hashar.brand')}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate('hashar.dashboard.welcome')}
        </Typography>
        <Typography
          data-testid="api-status"
          data-status={health}
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATUS_COLOR[health] }}
          />
          {translate(`hashar.api_status.${health}`)}
        </Typography>
      </CardContent>
    </Card>
  );
};
