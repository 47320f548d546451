import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiHealth, type ApiHealth } from '../useApiHealth';

const STATUS_COLOR: Record<ApiHealth, string> = {
  loading: 'text.disabled',
  ok: 'success.main',
  error: 'error.main',
};

/** Whether the API and its database answer (GET /api/health), as a live status line. */
export const ApiStatus = ({ sx }: { sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  const health = useApiHealth();
  return (
    <Typography
      data-testid="api-status"
      data-status={health}
      role="status"
      variant="body2"
      sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATUS_COLOR[health], flex: 'none' }}
      />
      {translate(`hashar.api_status.${health}`)}
    </Typography>
  );
};
