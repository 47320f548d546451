import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin grows the whole page to fit a wide table (the layout is `min-width:
 * fit-content`), which scrolls the menu and app bar sideways on a laptop. Here the page keeps
 * the window's width and a wide list scrolls inside its own card.
 */
const scrollingLists = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
};

const withScrollingLists = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  // react-admin's own component names are not in MUI's theme types.
  components: { ...theme.components, ...(scrollingLists as RaThemeOptions['components']) },
});

export const lightTheme = withScrollingLists(defaultLightTheme);
export const darkTheme = withScrollingLists(defaultDarkTheme);
