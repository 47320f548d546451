import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n';

/** The browser's BarcodeDetector (Chromium on Android and desktop; not in every browser, hence not in lib.dom). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The detector class when the browser has one (the "Scan" button shows only then). */
export function barcodeDetector(): BarcodeDetectorClass | null {
  return typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector
    : null;
}

/** The back camera in a video, read every 300 ms until a QR code is seen; the camera stops when it is found or the scanner closes. */
export function QrScanner({ onCode, onFail }: { onCode: (code: string) => void; onFail: () => void }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector || !navigator.mediaDevices?.getUserMedia) return onFail();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(
      async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        const element = video.current!;
        element.srcObject = media;
        await element.play().catch(() => undefined);
        setReady(true);
        timer = setInterval(() => {
          detector.detect(element).then(
            (found) => {
              const value = found[0]?.rawValue;
              if (value && !stopped) onCode(value);
            },
            () => undefined,
          );
        }, 300);
      },
      () => !stopped && onFail(),
    );
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <figure className="bonus-scanner">
      <video ref={video} className="bonus-scanner__video" muted playsInline aria-label={t('bonuses.check.camera')} />
      <figcaption role="status">{ready ? t('bonuses.check.scanning') : t('common.loading')}</figcaption>
    </figure>
  );
}
