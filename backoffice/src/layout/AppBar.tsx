import { Box } from '@mui/material';
import {
  AppBar as RaAppBar,
  Link,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  ToggleThemeButton,
  useBasename,
  useTranslate,
  type AppBarProps,
} from 'react-admin';
// The platform's logo, the very file the public site shows.
import logo from '../../../public-web/public/images/logo.svg';

/** The platform's mark, linking to the panel's home. */
const Brand = () => {
  const basename = useBasename();
  const translate = useTranslate();
  return (
    <Link
      to={`${basename}/`}
      aria-label={translate('hashar.brand')}
      sx={{ display: 'flex', mr: 1.5, flex: 'none' }}
      data-testid="brand-logo"
    >
      <img src={logo} alt="" width={32} height={32} />
    </Link>
  );
};

/**
 * react-admin's app bar, fitted to a 375 px phone: the language menu shrinks to its icon (its
 * name stays in the button for assistive technology) and the page title may take two lines,
 * so the title is never pushed under the buttons.
 */
export const AppBar = (props: AppBarProps) => (
  <RaAppBar
    {...props}
    toolbar={
      <>
        <Box
          component="span"
          data-testid="locale-menu"
          sx={(theme) => ({
            flex: 'none',
            [theme.breakpoints.down('sm')]: {
              '& .MuiButton-root': { minWidth: 40, fontSize: 0 },
              '& .MuiButton-startIcon': { mx: 0 },
              '& .MuiButton-endIcon': { display: 'none' },
            },
          })}
        >
          <LocalesMenuButton />
        </Box>
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
  >
    <Brand />
    <TitlePortal
      data-testid="app-title"
      sx={(theme) => ({
        minWidth: 0,
        // Up to two lines on phones, one line with an ellipsis above.
        [theme.breakpoints.down('sm')]: {
          fontSize: '1rem',
          lineHeight: 1.25,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
          // react-admin wraps the title in inline blocks, which the clamp would not cut.
          '& span': { display: 'inline' },
        },
      })}
    />
  </RaAppBar>
);
