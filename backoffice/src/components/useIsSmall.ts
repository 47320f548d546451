import { useMediaQuery, type Theme } from '@mui/material';

/** Phones: lists show a compact SimpleList instead of a table. */
export const useIsSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
