import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton, type AppBarProps } from 'react-admin';

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
