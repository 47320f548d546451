import type { TelegramLinkDto } from '@hashar/common';
import { telegramApi } from '../../api/telegram';
import { actionFailure } from '../../hooks/useAction';
import { useSubmitGuard } from '../../components/forms';
import { formatTime } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import type { SectionMessage } from './TelegramSection';

interface Props {
  botName: string | null;
  /** The deep link asked for on this page, if any. */
  link: TelegramLinkDto | null;
  expired: boolean;
  onLink: (link: TelegramLinkDto) => void;
  /** Reads the status again ("check again"). */
  onCheck: () => void;
  onMessage: (message: SectionMessage | null) => void;
}

/**
 * Not linked yet: what linking gives, the button that asks for a one-time t.me link and opens it
 * in a new tab, then the link itself with its expiry (Tashkent time) and "check again".
 */
export function TelegramLinkPanel({ botName, link, expired, onLink, onCheck, onMessage }: Props) {
  const { t } = useI18n();
  const session = useSession();
  const { busy, run } = useSubmitGuard();

  const askLink = () =>
    void run(async () => {
      onMessage(null);
      try {
        const next = await telegramApi.link(session.request);
        onLink(next);
        window.open(next.url, '_blank', 'noopener,noreferrer');
      } catch (err) {
        onMessage({ text: actionFailure(err, t('errors.network')), ok: false });
      }
    });

  const button = (label: string) => (
    <p className="settings__actions">
      <button
        type="button"
        className="btn btn--primary"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={askLink}
        data-testid="telegram-link"
      >
        {busy ? t('settings.telegram.linking') : label}
      </button>
    </p>
  );

  if (!link) {
    return (
      <>
        <p className="settings__hint">{t('settings.telegram.intro', { bot: botName ? `@${botName}` : 'Telegram' })}</p>
        {button(t('settings.telegram.link'))}
      </>
    );
  }
  if (expired) {
    return (
      <>
        <p role="status" data-testid="telegram-expired">
          {t('settings.telegram.expired')}
        </p>
        {button(t('settings.telegram.newLink'))}
      </>
    );
  }
  return (
    <div className="settings__telegram-link" data-testid="telegram-waiting">
      <p>{t('settings.telegram.open')}</p>
      <p className="settings__deep-link">
        <a href={link.url} target="_blank" rel="noopener noreferrer" data-testid="telegram-deep-link">
          {link.url}
        </a>
        <span className="visually-hidden"> {t('settings.telegram.newTab')}</span>
      </p>
      <p className="settings__hint">{t('settings.telegram.expires', { time: formatTime(link.expiresAt) })}</p>
      <p className="settings__hint" role="status">
        {t('settings.telegram.waiting')}
      </p>
      <p className="settings__actions">
        <button type="button" className="btn btn--secondary" onClick={onCheck} data-testid="telegram-check">
          {t('settings.telegram.check')}
        </button>
      </p>
    </div>
  );
}
