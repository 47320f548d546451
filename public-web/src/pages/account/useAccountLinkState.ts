import type { AccountLinkCheck, AccountLinkState } from '@hashar/common';
import { apiGet } from '../../api/client';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import type { AccountLink } from './linkParams';

/** Where each emailed link is checked (`GET …/:id/:token`), by the page that opens it. */
const CHECK_PATHS = { confirmation: '/api/user/confirm', recovery: '/api/user/recovery' } as const;

/**
 * What an emailed link is worth, asked when its page opens and before anything is sent:
 * 'checking' while asking, the API's state, or null when the check could not be made
 * (then the page carries on and the action itself tells).
 */
export function useAccountLinkState(page: keyof typeof CHECK_PATHS, link: AccountLink | null): AccountLinkState | 'checking' | null {
  const { locale } = useI18n();
  const key = link ? `${link.id}/${encodeURIComponent(link.token)}` : '';
  const check = useLoad(
    (signal) => apiGet<AccountLinkCheck>(`${CHECK_PATHS[page]}/${key}`, { locale, signal }),
    `${page}/${key}`,
    link !== null,
  );
  if (!link) return 'invalid';
  if (check.status === 'loading') return 'checking';
  return check.status === 'ok' && check.data ? check.data.state : null;
}
