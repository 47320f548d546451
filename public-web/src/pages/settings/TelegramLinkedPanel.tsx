import { TELEGRAM_TOPICS, type TelegramSettingsDto, type TelegramTopic } from '@hashar/common';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { telegramApi } from '../../api/telegram';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CheckboxField } from '../../components/forms';
import { actionFailure } from '../../hooks/useAction';
import { formatDate } from '../../i18n/dates';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import type { SectionMessage } from './TelegramSection';
import { withTopic } from './telegramState';

interface Props {
  settings: TelegramSettingsDto;
  linked: NonNullable<TelegramSettingsDto['linked']>;
  onChange: (settings: TelegramSettingsDto) => void;
  onMessage: (message: SectionMessage | null) => void;
  /** The link is gone on the server (unlinked from the bot meanwhile): read the status again. */
  onGone: () => void;
}

/**
 * Linked: which Telegram account and since when, unlinking (asked first), and the kinds of
 * notification sent to Telegram, each saved at once (shown switched at once, put back if refused).
 */
export function TelegramLinkedPanel({ settings, linked, onChange, onMessage, onGone }: Props) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [saving, setSaving] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const { username, linkedAt } = linked;
  const since = formatDate(locale, linkedAt);

  const toggle = async (topic: TelegramTopic, on: boolean) => {
    if (saving) return;
    const topics = withTopic(settings.topics, topic, on);
    onChange({ ...settings, topics });
    onMessage(null);
    setSaving(true);
    try {
      onChange(await telegramApi.saveTopics(session.request, topics));
      onMessage({ text: t('settings.telegram.saved'), ok: true });
    } catch (err) {
      onChange(settings);
      onMessage({ text: actionFailure(err, t('errors.network')), ok: false });
    } finally {
      setSaving(false);
    }
  };

  const unlink = async () => {
    setUnlinking(true);
    onMessage(null);
    try {
      await telegramApi.unlink(session.request);
      onChange({ ...settings, linked: null });
      onMessage({ text: t('settings.telegram.unlinked'), ok: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) onGone();
      else onMessage({ text: actionFailure(err, t('errors.network')), ok: false });
    } finally {
      setUnlinking(false);
    }
  };

  return (
    <>
      <p className="settings__telegram-account" data-testid="telegram-linked">
        {username
          ? t('settings.telegram.linkedAs', { name: `@${username}`, date: since })
          : t('settings.telegram.linkedSince', { date: since })}
      </p>
      <p className="settings__actions">
        <ConfirmButton
          label={t('settings.telegram.unlink')}
          question={t('settings.telegram.unlinkQuestion')}
          onConfirm={() => void unlink()}
          busy={unlinking}
          danger
          testId="telegram-unlink"
        />
      </p>
      <fieldset className="settings__choices" aria-busy={saving || undefined}>
        <legend>{t('settings.telegram.topics')}</legend>
        {TELEGRAM_TOPICS.map((topic) => (
          <CheckboxField
            key={topic}
            id={`telegram-topic-${topic}`}
            label={t(`settings.telegram.topic.${topic}` as MessageKey)}
            checked={settings.topics.includes(topic)}
            // aria-disabled, not disabled: the keyboard focus stays on the box while it saves.
            aria-disabled={saving || undefined}
            onCheckedChange={(on) => void toggle(topic, on)}
          />
        ))}
      </fieldset>
    </>
  );
}
