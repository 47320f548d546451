import type { TelegramLinkDto, TelegramSettingsDto } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { telegramApi } from '../../api/telegram';
import { LoadError, Loading } from '../../components/LoadState';
import { FormAlert } from '../../components/forms';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { TelegramLinkPanel } from './TelegramLinkPanel';
import { TelegramLinkedPanel } from './TelegramLinkedPanel';
import { justLinked, LINK_POLL_MS, shouldPoll, telegramView } from './telegramState';

/** A line under the section: what an action did, or why it failed. */
export interface SectionMessage {
  text: string;
  ok: boolean;
}

/**
 * profile/edit's Telegram section, shown when the platform has a bot: linking by a
 * one-time deep link (the page notices by itself when /start was sent), then the linked account,
 * unlinking and the notification topics.
 */
export function TelegramSection() {
  const { t } = useI18n();
  const session = useSession();
  const loaded = useLoad((signal) => telegramApi.read(session.request, signal), session.token ?? '');
  const [link, setLink] = useState<TelegramLinkDto | null>(null);
  const [message, setMessage] = useState<SectionMessage | null>(null);
  const [now, setNow] = useState(Date.now);
  const previous = useRef<TelegramSettingsDto | null>(null);
  const { reload, data } = loaded;
  const view = data ? telegramView(data, link, now) : null;

  useEffect(() => {
    if (!data) return;
    if (justLinked(previous.current, data)) {
      setLink(null);
      setMessage({ text: t('settings.telegram.linkedNow'), ok: true });
    }
    previous.current = data;
  }, [data, t]);

  // While the deep link waits: ask again every few seconds the page is seen, until it expires.
  useEffect(() => {
    if (view !== 'waiting' || !link) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (shouldPoll(link, at, document.visibilityState === 'visible')) reload();
    };
    const timer = window.setInterval(tick, LINK_POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [view, link, reload]);

  if (view === 'off') return null;
  const replace = (next: TelegramSettingsDto) => loaded.update(() => next);
  return (
    <section className="settings__card" aria-labelledby="settings-telegram" data-testid="telegram-section">
      <h2 id="settings-telegram">{t('settings.telegram')}</h2>
      {!data ? (
        loaded.status === 'error' ? (
          <LoadError onRetry={reload} message={t('settings.telegram.loadError')} />
        ) : (
          <Loading />
        )
      ) : data.linked ? (
        <TelegramLinkedPanel settings={data} linked={data.linked} onChange={replace} onMessage={setMessage} onGone={reload} />
      ) : (
        <TelegramLinkPanel
          botName={data.botName}
          link={link}
          expired={view === 'expired'}
          onLink={(next) => {
            setNow(Date.now());
            setLink(next);
          }}
          onCheck={reload}
          onMessage={setMessage}
        />
      )}
      {message ? (
        <FormAlert tone={message.ok ? 'success' : 'error'} testId="telegram-message">
          {message.text}
        </FormAlert>
      ) : null}
    </section>
  );
}
