import type { CrmSessionRow } from '@hashar/common';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../components/DateTimeField';
import { ScannerDialog } from './ScannerDialog';
import { ShiftQrDialog } from './ShiftQrDialog';

/** Which sessions to list: an event's (`eventId`) or an activity's of any kind with sessions (`activityRef`, `<kind>-<id>`). */
export type ShiftFilter = { eventId: number } | { activityRef: string };

/**
 * "Отметка по QR" of an activity's shifts: per shift its time and accepted count, "QR для отметки"
 * (the poster's QR, printable) and "Сканировать QR волонтёра" (the organizer's scanner). Cards
 * that wrap, so a phone shows them one under another.
 */
export const ShiftCheckins = ({ filter }: { filter: ShiftFilter }) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const [qrShift, setQrShift] = useState<CrmSessionRow | null>(null);
  const [scanShift, setScanShift] = useState<CrmSessionRow | null>(null);
  const { data } = useGetList<CrmSessionRow>('crm/sessions', {
    filter,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startsAt', order: 'ASC' },
  });
  if (!data?.length) return null;
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="shift-checkins-title" data-testid="shift-checkins">
      <Typography id="shift-checkins-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('hashar.crm.checkin.section')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {data.map((shift) => (
          <Card key={shift.id} variant="outlined" sx={{ flex: '1 1 280px', maxWidth: 420 }} data-testid="shift-checkin">
            <CardContent sx={{ pb: 0 }}>
              {shift.title ? <Typography sx={{ fontWeight: 600 }}>{shift.title}</Typography> : null}
              <Typography variant="body2">
                {formatDateTime(shift.startsAt)} — {formatDateTime(shift.endsAt)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('hashar.crm.checkin.accepted', { count: shift.acceptedCount })}
              </Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button size="small" startIcon={<QrCode2Icon />} onClick={() => setQrShift(shift)} data-testid="shift-qr-open">
                {translate('hashar.crm.checkin.qr_button')}
              </Button>
              <Button size="small" startIcon={<QrCodeScannerIcon />} onClick={() => setScanShift(shift)} data-testid="shift-scan-open">
                {translate('hashar.crm.checkin.scan_button')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      <ShiftQrDialog shift={qrShift} onClose={() => setQrShift(null)} />
      <ScannerDialog shift={scanShift} onClose={() => setScanShift(null)} />
    </Box>
  );
};
