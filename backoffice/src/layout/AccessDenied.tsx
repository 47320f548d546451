import BlockIcon from '@mui/icons-material/Block';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, useBasename, useGetResourceLabel, usePermissions, useResourceContext, useTranslate } from 'react-admin';
import { session } from '../auth';

/**
 * What a direct address to a section the role may not use shows, in place of the section
 * (nothing of it is loaded): who is signed in, which section, and the way back to the panel.
 */
export const AccessDenied = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  const { permissions } = usePermissions<string | null>();
  const username = session.claims()?.username ?? '';
  const role = permissions ? translate(`hashar.roles.${permissions}`, { _: permissions }) : '';
  return (
    <Card data-testid="access-denied" sx={{ mt: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center' }}>
          <BlockIcon color="error" aria-hidden />
          <Typography variant="h5" component="h1">
            {translate('hashar.access_denied.title')}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 3 }}>
          {translate(resource ? 'hashar.access_denied.section' : 'hashar.access_denied.page', {
            username,
            role,
            section: resource ? getResourceLabel(resource, 2) : '',
          })}
        </Typography>
        <Button component={Link} to={`${basename}/`} variant="contained" data-testid="access-denied-home">
          {translate('hashar.access_denied.home')}
        </Button>
      </CardContent>
    </Card>
  );
};
