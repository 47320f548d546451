import { DEFAULT_LOCALE, isLocale } from '@hashar/common';
import { Alert, Box, CardContent, Link, Typography } from '@mui/material';
import { LocalesMenuButton, Login, LoginForm, PasswordInput, TextInput, email, required, useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ApiStatus } from './ApiStatus';
import { useDocumentLanguage } from './useDocumentLanguage';

/**
 * Sign-in with the platform account (email + password, POST /api/user/login). A refusal
 * shows the server's message; `?message=session` says the session ended (as on the site).
 */
export const LoginPage = () => {
  useDocumentLanguage();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { search } = useLocation();
  const sessionEnded = new URLSearchParams(search).get('message') === 'session';
  return (
    <Login sx={{ '& .RaLogin-card': { width: { xs: 'calc(100% - 32px)', sm: 380 }, maxWidth: 380 } }}>
      <CardContent sx={{ pb: 0, textAlign: 'center' }}>
        <Typography variant="h5" component="h1">
          {translate('hashar.brand')}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {translate('hashar.login.heading')}
        </Typography>
        {sessionEnded ? (
          <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }}>
            {translate('hashar.login.session_ended')}
          </Alert>
        ) : null}
      </CardContent>
      <LoginForm sx={{ '& .RaLoginForm-content': { width: 'auto' } }}>
        <TextInput
          autoFocus
          source="email"
          type="email"
          autoComplete="username"
          label="ra.auth.email"
          validate={[required(), email()]}
          fullWidth
        />
        <PasswordInput source="password" autoComplete="current-password" label="ra.auth.password" validate={required()} fullWidth />
      </LoginForm>
      <Box sx={{ px: 2, pb: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <ApiStatus />
        <LocalesMenuButton />
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <Link href={`/${isLocale(locale) ? locale : DEFAULT_LOCALE}`} variant="body2">
          {translate('hashar.login.public_site')}
        </Link>
      </Box>
    </Login>
  );
};
