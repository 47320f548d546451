import { svgDataUrl, type CrmSessionRow } from '@hashar/common';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  GlobalStyles,
  Link,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../components/DateTimeField';
import { errorMessage } from '../crmApi';
import { useCustomQuery } from '../../useCustomQuery';

/** Printing shows the QR card alone, full page (the rest of the back office hidden). */
const PRINT_ONLY_CARD = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.checkin-print, .checkin-print *': { visibility: 'visible' },
    '.checkin-print': { position: 'fixed', inset: 0, padding: '24px', textAlign: 'center', background: '#fff' },
    '.checkin-print img': { width: '70vmin', maxWidth: '100%' },
  },
} as const;

/**
 * "QR для отметки" of one shift: the QR (made by the API) large, its URL, the shift's activity,
 * title and time, and "Печать" (the browser's print of the card alone) for the entrance's poster.
 */
export const ShiftQrDialog = ({ shift, onClose }: { shift: CrmSessionRow | null; onClose(): void }) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  // The shift's code (its URL and QR) does not change: read once per shift.
  const query = useCustomQuery(['shiftCheckinCode', shift?.id], (provider) => provider.getShiftCheckinCode(shift!.id), {
    enabled: !!shift,
  });
  const code = shift ? query.data : undefined;
  const failure = query.error && !query.isFetching ? translate(errorMessage(query.error), { _: errorMessage(query.error) }) : null;

  return (
    <Dialog open={!!shift} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shift-qr-title">
      {shift ? <GlobalStyles styles={PRINT_ONLY_CARD} /> : null}
      <DialogTitle id="shift-qr-title">{translate('hashar.crm.checkin.qr_title')}</DialogTitle>
      <DialogContent>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {!code && !failure ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
        {code && shift ? (
          <Box
            className="checkin-print"
            sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}
            data-testid="shift-qr"
          >
            <Typography variant="h6" component="p">
              {shift.activityTitle}
            </Typography>
            <Typography>
              {shift.title ? `${shift.title} · ` : ''}
              {formatDateTime(shift.startsAt)} — {formatDateTime(shift.endsAt)}
            </Typography>
            <Box
              component="img"
              src={svgDataUrl(code.svg)}
              alt={translate('hashar.crm.checkin.qr_title')}
              sx={{ width: 'min(360px, 100%)', height: 'auto' }}
              data-testid="shift-qr-image"
            />
            <Typography variant="caption" color="text.secondary">
              {translate('hashar.crm.checkin.link')}
            </Typography>
            <Link href={code.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }} data-testid="shift-qr-url">
              {code.url}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {translate('hashar.crm.checkin.qr_hint')}
            </Typography>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!code} data-testid="shift-qr-print">
          {translate('hashar.crm.checkin.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
