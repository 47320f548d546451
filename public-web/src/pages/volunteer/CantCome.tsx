import { WITHDRAWABLE_STATES, type ApplicationRow } from '@hashar/common';
import { useEffect, useRef } from 'react';
import type { Request } from '../../api/organizer';
import { listApplications } from '../../api/volunteer';
import { FormAlert } from '../../components/forms';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ApplicationItem, isUpcoming } from './ApplicationItem';
import './cantCome.css';

/** How many pages of current applications are looked through for the one a link names. */
const MAX_PAGES = 10;

/** The volunteer's current application `id` (current ones come soonest first), or null when it is not among them. */
async function findCurrent(request: Request, id: number, signal: AbortSignal): Promise<ApplicationRow | null> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await listApplications(request, { when: 'current', page }, signal);
    const row = list.data.find((r) => r.id === id);
    if (row) return row;
    if (page * list.perPage >= list.total) break;
  }
  return null;
}

interface CantComeProps {
  /** The application the link names (NaN when the link is malformed). */
  id: number;
  busy: boolean;
  onWithdraw(row: ApplicationRow): void;
}

/**
 * A reminder's "can't come" link (`?cantCome=<id>`): the application with its withdrawal asked at
 * once while the shift is still ahead and the application can be withdrawn; otherwise why not.
 */
export function CantCome({ id, busy, onWithdraw }: CantComeProps) {
  const { t, locale } = useI18n();
  const session = useSession();
  const valid = Number.isInteger(id) && id > 0;
  const found = useLoad((signal) => findCurrent(session.request, id, signal), `${id}|${locale}|${session.token}`, valid);
  const sectionRef = useRef<HTMLElement>(null);
  const row = found.data;
  const open = row !== null && WITHDRAWABLE_STATES.includes(row.state) && isUpcoming(row);
  // The question (asked at once, its "yes" focused) in the middle of the screen, above the fold on a phone.
  useEffect(() => {
    if (open) sectionRef.current?.querySelector('[role="group"]')?.scrollIntoView({ block: 'center' });
  }, [open]);

  if (valid && found.status === 'loading' && !row) return null;
  if (!open) {
    return (
      <FormAlert tone="info" testId="cant-come-none">
        {t('volunteer.cantCome.none')}
      </FormAlert>
    );
  }
  return (
    <section ref={sectionRef} className="cant-come" aria-labelledby="cant-come-title" data-testid="cant-come">
      <h2 id="cant-come-title">{t('volunteer.cantCome.title')}</h2>
      <p>{t('volunteer.cantCome.lead')}</p>
      <ul className="activity-list">
        <ApplicationItem row={row} busy={busy} onWithdraw={() => onWithdraw(row)} askWithdraw />
      </ul>
    </section>
  );
}
