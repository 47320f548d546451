import { DEFAULT_LOCALE, isLocale, pagePath, type PageName } from '@hashar/common';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

/** A button that opens a record's page on the public site, in the back office's language, in a new tab. */
export function SitePageButton({
  page,
  params,
  label,
  testId,
}: {
  page: PageName;
  params: Record<string, string | number>;
  /** A catalogue key. */
  label: string;
  testId: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Button
      size="small"
      startIcon={<OpenInNewIcon />}
      href={pagePath(isLocale(locale) ? locale : DEFAULT_LOCALE, page, params)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
    >
      {translate(label)}
    </Button>
  );
}
