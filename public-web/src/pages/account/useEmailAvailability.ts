import type { Locale } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../api/client';
import { emailToCheck } from './signUpForm';

export type EmailAvailability = 'unknown' | 'checking' | 'free' | 'taken';

/** Wait this long after the last keystroke before asking the server. */
export const EMAIL_CHECK_DEBOUNCE_MS = 400;

/**
 * Whether an email is still free, asked through POST /api/user/validate once the visitor
 * stops typing a syntactically valid address. Answers are remembered for the page's life;
 * a failed check (rate limit, network) leaves the verdict to the registration call.
 */
export function useEmailAvailability(value: string, locale: Locale): EmailAvailability {
  const email = emailToCheck(value);
  const known = useRef(new Map<string, 'free' | 'taken'>());
  const [checked, setChecked] = useState<{ email: string; result: EmailAvailability } | null>(null);

  useEffect(() => {
    if (!email || known.current.has(email)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setChecked({ email, result: 'checking' });
      apiRequest<{ valid: boolean }>('/api/user/validate', { method: 'POST', locale, body: { username: email }, signal: controller.signal })
        .then((res) => {
          const result = res.valid ? 'free' : 'taken';
          known.current.set(email, result);
          setChecked({ email, result });
        })
        .catch(() => {
          if (!controller.signal.aborted) setChecked({ email, result: 'unknown' });
        });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, locale]);

  if (!email) return 'unknown';
  const remembered = known.current.get(email);
  if (remembered) return remembered;
  return checked?.email === email ? checked.result : 'unknown';
}
