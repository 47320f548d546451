import { formatCode } from '@hashar/common';
import { useI18n } from '../../i18n';
import './bonuses.css';

/** A redemption code, large and grouped (XXXX-XXXX-XXXX), with its QR image when `qr` is given. */
export function CodeView({ code, qr }: { code: string; qr?: string | null }) {
  const { t } = useI18n();
  const shown = formatCode(code);
  return (
    <div className="bonus-code">
      <p className="bonus-code__text" data-testid="redemption-code">
        {shown}
      </p>
      {qr ? (
        <img
          className="bonus-code__qr"
          src={qr}
          alt={t('bonuses.code.qr', { code: shown })}
          width={240}
          height={240}
          data-testid="redemption-qr"
        />
      ) : null}
    </div>
  );
}
