import { fillTemplate, type Locale } from '@hashar/common';
import { ru, type MessageKey } from './ru';
import { uz } from './uz';

const messages: Record<Locale, Record<MessageKey, string>> = { ru, uz };

/** Translates an API message key, filling {placeholders} from params. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(messages[locale][key], params);
}

export type { MessageKey };
