import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The platform's look (public-web/src/styles.css's tokens): its green and amber, its text
 * colours, its 10 px radius and its system font stack, so the back office reads as Hashar's.
 */
const BRAND = {
  primary: '#1f7a4d',
  primaryDark: '#155c39',
  primarySoft: '#e3f1e9',
  accent: '#f5a623',
  text: '#1d2327',
  muted: '#5f6b72',
  bgSoft: '#f3f7f4',
  border: '#dfe6e2',
  ok: '#2e9d5b',
  error: '#d63b3b',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** The menu's width: wide enough for the longest entry in Russian and Uzbek, which may still wrap. */
const MENU_WIDTH = 240;

/**
 * react-admin grows the whole page to fit a wide table (the layout is `min-width:
 * fit-content`), which scrolls the menu and app bar sideways on a laptop. Here the page keeps
 * the window's width and a wide list scrolls inside its own card. Menu entries wrap instead of
 * being cut.
 */
const layoutOverrides = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
  RaMenuItemLink: {
    styleOverrides: {
      // react-admin cuts a label with an ellipsis (noWrap); a long one wraps onto a second line instead.
      root: { paddingTop: 6, paddingBottom: 6, '& .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.3 } },
    },
  },
};

/**
 * For those who asked their system for less motion (WCAG 2.3.3), nothing slides, fades, ripples or
 * spins: transitions and animations end at once. A loading indicator stays visible still: the
 * spinner as three quarters of a ring, the progress bar as a bar part-way across.
 */
const reducedMotion = {
  MuiCssBaseline: {
    styleOverrides: {
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
        '.MuiCircularProgress-circle': { strokeDasharray: '80px, 200px', strokeDashoffset: 0 },
        '.MuiLinearProgress-bar1Indeterminate': { left: 0, right: '40%' },
      },
    },
  },
};

const withBrand = (theme: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions => ({
  ...theme,
  palette: {
    ...theme.palette,
    mode,
    primary: mode === 'light' ? { main: BRAND.primary, dark: BRAND.primaryDark, light: BRAND.primarySoft } : { main: '#5fbf8c' },
    secondary: { main: BRAND.accent, contrastText: BRAND.text },
    success: { main: BRAND.ok },
    error: { main: BRAND.error },
    ...(mode === 'light'
      ? {
          text: { primary: BRAND.text, secondary: BRAND.muted },
          background: { default: BRAND.bgSoft, paper: '#ffffff' },
          divider: BRAND.border,
        }
      : {}),
  },
  shape: { borderRadius: 10 },
  typography: { ...theme.typography, fontFamily: BRAND.font },
  sidebar: { width: MENU_WIDTH, closedWidth: 55 },
  components: {
    ...theme.components,
    // The app bar in the platform's green (react-admin's stock one is MUI blue).
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: mode === 'light' ? BRAND.primary : '#16261d', color: '#fff' } } },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    // react-admin's own component names are not in MUI's theme types.
    ...(layoutOverrides as RaThemeOptions['components']),
    ...reducedMotion,
  },
});

export const lightTheme = withBrand(defaultLightTheme, 'light');
export const darkTheme = withBrand(defaultDarkTheme, 'dark');
