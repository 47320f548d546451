import { useState } from 'react';
import { shareLinks } from './format';
import { useI18n } from '../i18n';

/** Share the current page: Telegram, WhatsApp, Facebook and "copy link". */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = window.location.href.split('#')[0]!;
  const links = shareLinks(url, title);
  const copy = () =>
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    ) ?? setCopied(false);
  return (
    <div className="share">
      <p className="share__label">{t('events.share.label')}</p>
      <ul className="share__list">
        <li>
          <a href={links.telegram} target="_blank" rel="noopener noreferrer">
            Telegram<span className="visually-hidden"> {t('events.share.newWindow')}</span>
          </a>
        </li>
        <li>
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> {t('events.share.newWindow')}</span>
          </a>
        </li>
        <li>
          <a href={links.facebook} target="_blank" rel="noopener noreferrer">
            Facebook<span className="visually-hidden"> {t('events.share.newWindow')}</span>
          </a>
        </li>
        <li>
          <button type="button" className="btn btn--link" onClick={() => void copy()}>
            {t('events.share.copy')}
          </button>
        </li>
      </ul>
      <span role="status" className="share__status">
        {copied === true ? t('events.share.copied') : copied === false ? t('events.share.copyFailed') : ''}
      </span>
    </div>
  );
}
