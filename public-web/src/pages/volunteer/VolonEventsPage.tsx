import { EVENT_WHEN, type EventWhen } from '@hashar/common';
import { useRef, useState, type KeyboardEvent } from 'react';
import { listApplications } from '../../api/volunteer';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { Pager } from '../../components/Pager';
import { ApplicationItem } from './ApplicationItem';
import { ListStatus } from './ListStatus';
import { VolunteerOnly, isParticipant } from './VolunteerOnly';

/** `/{locale}/profile/volon/events`: the volunteer's current and past sessions with verified hours. */
export default function VolonEventsPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [when, setWhen] = useState<EventWhen>('current');
  const [page, setPage] = useState(1);
  const tabs = useRef<Partial<Record<EventWhen, HTMLButtonElement | null>>>({});
  const title = t('volunteer.events.title');
  useDocumentTitle(title);
  const list = useLoad(
    (signal) => listApplications(session.request, { when, page }, signal),
    `${locale}|${when}|${page}|${session.token}`,
    isParticipant(session.role),
  );

  const choose = (next: EventWhen) => {
    setWhen(next);
    setPage(1);
    tabs.current[next]?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    choose(when === 'current' ? 'past' : 'current');
  };

  return (
    <VolunteerOnly title={title}>
      <section className="organizer">
        <h1>{title}</h1>
        <div className="tabs" role="tablist" aria-label={t('volunteer.tabs')} onKeyDown={onKeyDown}>
          {EVENT_WHEN.map((tab) => (
            <button
              key={tab}
              ref={(el) => {
                tabs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              className="tabs__tab"
              aria-selected={when === tab}
              aria-controls="volon-events-panel"
              tabIndex={when === tab ? 0 : -1}
              onClick={() => choose(tab)}
            >
              {t(`volunteer.tab.${tab}`)}
            </button>
          ))}
        </div>
        <div id="volon-events-panel" role="tabpanel" aria-labelledby={`tab-${when}`} className="organizer__panel">
          <ListStatus state={list} empty={t(when === 'current' ? 'volunteer.events.emptyCurrent' : 'volunteer.events.emptyPast')} />
          {list.data?.data.length ? (
            <ul className="activity-list">
              {list.data.data.map((row) => (
                <ApplicationItem key={row.id} row={row} showHours />
              ))}
            </ul>
          ) : null}
          {list.data ? <Pager page={list.data.page} total={list.data.total} perPage={list.data.perPage} onPage={setPage} /> : null}
        </div>
      </section>
    </VolunteerOnly>
  );
}
