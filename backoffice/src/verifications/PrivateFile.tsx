import { Alert, Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { HasharDataProvider } from '../dataProvider';

interface Props {
  /** An /api/admin/... address answering the file inline (audited by the API). */
  url: string;
  title: string;
}

/**
 * Shows a private file inline: fetched with the Bearer token (an <iframe> cannot send it),
 * then drawn as an <img> (images) or in an <iframe> (PDF), with a link to open it in a tab.
 */
export const PrivateFile = ({ url, title }: Props) => {
  const translate = useTranslate();
  const provider = useDataProvider<HasharDataProvider>();
  const [file, setFile] = useState<{ href: string; type: string } | null>(null);
  const [failed, setFailed] = useState(false);
  // Read once when shown, not with react-admin's refresh: once a verification is decided the file
  // is closed (403). The object URL lives as long as the file is shown.
  useEffect(() => {
    let href: string | null = null;
    const controller = new AbortController();
    provider
      .getPrivateFile(url, controller.signal)
      .then((blob) => {
        href = URL.createObjectURL(blob);
        setFile({ href, type: blob.type });
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [provider, url]);
  if (failed) return <Alert severity="warning">{translate('hashar.verifications.file_error')}</Alert>;
  if (!file) return <Typography color="text.secondary">…</Typography>;
  return (
    <Box data-testid="private-file">
      {file.type.startsWith('image/') ? (
        <Box component="img" src={file.href} alt={title} sx={{ maxWidth: '100%', maxHeight: 600, border: 1, borderColor: 'divider' }} />
      ) : (
        <Box component="iframe" src={file.href} title={title} sx={{ width: '100%', height: 600, border: 1, borderColor: 'divider' }} />
      )}
      <Link href={file.href} target="_blank" rel="noopener" sx={{ display: 'block', mt: 1 }}>
        {translate('hashar.verifications.open_file')}
      </Link>
    </Box>
  );
};
