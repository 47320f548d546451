import { Alert, Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { session } from '../auth';
import { i18nProvider } from '../i18n';

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
  const [file, setFile] = useState<{ href: string; type: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let href: string | null = null;
    const controller = new AbortController();
    const headers: Record<string, string> = { 'Accept-Language': i18nProvider.getLocale() };
    const token = session.getToken();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    fetch(url, { headers, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        href = URL.createObjectURL(blob);
        setFile({ href, type: blob.type });
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [url]);
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
