import { isLocale, DEFAULT_LOCALE } from '@hashar/common';
import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLocaleState, useLogout, usePermissions, useTranslate } from 'react-admin';
import { session } from '../auth';

/**
 * What a signed-in user whose role may not enter the back office sees instead of it
 * (admins and moderators only): who they are, and the way back to the public site.
 */
export const RefusalPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const logout = useLogout();
  const { permissions } = usePermissions<string | null>();
  const { identity } = useGetIdentity();
  const username = session.claims()?.username || identity?.fullName || '';
  const role = permissions ? translate(`hashar.roles.${permissions}`, { _: permissions }) : '';
  const publicSite = `/${isLocale(locale) ? locale : DEFAULT_LOCALE}`;
  return (
    <Box
      component="main"
      data-testid="refusal-page"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'background.default', px: 2 }}
    >
      <Card sx={{ mt: { xs: 4, sm: 12 }, maxWidth: 520, width: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center' }}>
            <BlockIcon color="error" aria-hidden />
            <Typography variant="h5" component="h1">
              {translate('hashar.refusal.title')}
            </Typography>
          </Stack>
          <Typography sx={{ mb: 3 }}>{translate('hashar.refusal.message', { username, role })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" href={publicSite} data-testid="refusal-public-site">
              {translate('hashar.refusal.public_site')}
            </Button>
            <Button variant="outlined" onClick={() => logout()}>
              {translate('hashar.refusal.logout')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
