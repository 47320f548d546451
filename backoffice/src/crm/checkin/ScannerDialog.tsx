import type { CrmSessionRow } from '@hashar/common';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../crmApi';
import { checkinApi, tashkentTime } from './checkinApi';
import { parseScanned } from './scannedCode';

/** What the last scan or typed code came to. */
type Result = { severity: 'success' | 'warning' | 'error'; text: string };

/** How often a camera frame is read, and how long the same QR is not read again. */
const FRAME_MS = 250;
const SAME_CODE_MS = 4000;
/** Frames are read at most this wide (a phone camera's full frame is slow to decode). */
const FRAME_WIDTH = 640;

/**
 * The back camera (getUserMedia, facingMode environment) read by jsQR a few times a second;
 * calls `onText` with each QR's text. Says whether the camera runs (false: none, refused, or
 * not yet). jsQR is loaded with the scanner only.
 */
function useQrCamera(active: boolean, onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const textRef = useRef(onText);
  textRef.current = onText;

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia || !context) throw new Error('no camera');
      const [{ default: jsQR }, media] = await Promise.all([
        import('jsqr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
      ]);
      stream = media;
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = media;
      await video.play();
      setRunning(true);
      timer = window.setInterval(() => {
        if (video.readyState < 2 || !video.videoWidth) return;
        const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
        if (found?.data) textRef.current(found.data);
      }, FRAME_MS);
    };
    setUnavailable(false);
    start().catch(() => !stopped && setUnavailable(true));
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setRunning(false);
    };
  }, [active]);

  return { videoRef, running, unavailable };
}

/**
 * "Сканировать QR волонтёра" of one shift: the camera reads volunteers' personal QR codes one
 * after another, each checked in by the API under the shift's rules (POST …/checkin); a code
 * typed by hand does the same where there is no camera. Each answer is shown: who was checked
 * in and when, or the API's refusal.
 */
export const ScannerDialog = ({ shift, onClose }: { shift: CrmSessionRow | null; onClose(): void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [manual, setManual] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const busy = useRef(false);
  const last = useRef({ text: '', at: 0 });

  const submit = useCallback(
    async (text: string) => {
      if (!shift || busy.current) return;
      const scanned = parseScanned(text);
      if (scanned.kind !== 'person') {
        setResult({ severity: 'warning', text: translate(`hashar.crm.checkin.${scanned.kind === 'shift' ? 'shift_qr' : 'unknown_qr'}`) });
        return;
      }
      busy.current = true;
      try {
        const done = await checkinApi.checkIn(shift.id, scanned.code);
        const time = tashkentTime(done.application.checkedInAt ?? new Date().toISOString());
        setResult({ severity: 'success', text: translate('hashar.crm.checkin.checked_in', { name: done.volunteer.name, time }) });
        setManual('');
        refresh();
      } catch (error) {
        setResult({ severity: 'error', text: translate(errorMessage(error), { _: errorMessage(error) }) });
      } finally {
        busy.current = false;
      }
    },
    [shift, translate, refresh],
  );

  const onText = (text: string) => {
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < SAME_CODE_MS) return;
    last.current = { text, at: now };
    void submit(text);
  };
  const { videoRef, running, unavailable } = useQrCamera(!!shift, onText);

  useEffect(() => {
    if (!shift) return;
    setResult(null);
    setManual('');
    last.current = { text: '', at: 0 };
  }, [shift]);

  const typed = (event: FormEvent) => {
    event.preventDefault();
    if (manual.trim()) void submit(manual);
  };

  return (
    <Dialog open={!!shift} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scanner-title">
      <DialogTitle id="scanner-title">{translate('hashar.crm.checkin.scan_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('hashar.crm.checkin.scan_hint')}</DialogContentText>
        {unavailable ? (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="scanner-no-camera">
            {translate('hashar.crm.checkin.no_camera')}
          </Alert>
        ) : (
          <Box
            component="video"
            ref={videoRef}
            muted
            playsInline
            aria-hidden="true"
            data-testid="scanner-video"
            sx={{ width: '100%', maxHeight: '50vh', bgcolor: 'grey.900', borderRadius: 1, display: running ? 'block' : 'none' }}
          />
        )}
        <Box aria-live="polite" sx={{ my: 1 }}>
          {result ? (
            <Alert severity={result.severity} data-testid="scanner-result">
              {result.text}
            </Alert>
          ) : null}
        </Box>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={typed} noValidate>
          <TextField
            fullWidth
            size="small"
            label={translate('hashar.crm.checkin.manual_code')}
            value={manual}
            onChange={(event) => setManual(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off', 'data-testid': 'scanner-manual' } }}
          />
          <Button type="submit" variant="contained" sx={{ flex: 'none' }} data-testid="scanner-manual-submit">
            {translate('hashar.crm.checkin.manual_submit')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
