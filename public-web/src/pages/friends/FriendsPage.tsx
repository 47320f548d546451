import { useRef, useState, type KeyboardEvent } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { FormAlert } from '../../components/forms';
import { useSession } from '../../session/SessionProvider';
import { FindFriends } from './FindFriends';
import { FriendActivities } from './FriendActivities';
import { FriendListView } from './FriendLists';
import '../../components/profilePages.css';
import './friends.css';

const TABS = ['friends', 'requests', 'find'] as const;
type Tab = (typeof TABS)[number];

/** `/{locale}/profile/volon/myfriends`: friends and what they take part in, requests both ways, finding volunteers. */
export default function FriendsPage() {
  const { t } = useI18n();
  const { role } = useSession();
  const [tab, setTab] = useState<Tab>('friends');
  // Bumped after every change, so every list on screen reloads.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const title = t('friends.title');
  useDocumentTitle(title);

  const choose = (next: Tab) => {
    setTab(next);
    tabs.current[next]?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
    choose(TABS[(TABS.indexOf(tab) + step) % TABS.length]!);
  };

  // Friends are volunteers' (policy friends.use): others get a note, the API answers them 403.
  if (role !== 'volon') {
    return (
      <section className="organizer">
        <h1>{title}</h1>
        <FormAlert tone="info" testId="volunteers-only">
          {t('friends.only')}
        </FormAlert>
      </section>
    );
  }
  return (
    <section className="organizer" data-testid="friends-page">
      <h1>{title}</h1>
      <div className="tabs" role="tablist" aria-label={t('friends.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`friends-tab-${name}`}
            className="tabs__tab"
            aria-selected={tab === name}
            aria-controls="friends-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            data-testid={`friends-tab-${name}`}
          >
            {t(`friends.tab.${name}`)}
          </button>
        ))}
      </div>
      <div id="friends-panel" role="tabpanel" aria-labelledby={`friends-tab-${tab}`} className="organizer__panel">
        {tab === 'friends' ? (
          <>
            <FriendListView list="accepted" version={version} onChanged={changed} onFind={() => choose('find')} />
            <FriendActivities version={version} />
          </>
        ) : tab === 'requests' ? (
          <>
            <h2>{t('friends.incoming')}</h2>
            <FriendListView list="incoming" version={version} onChanged={changed} />
            <h2>{t('friends.outgoing')}</h2>
            <FriendListView list="outgoing" version={version} onChanged={changed} />
          </>
        ) : (
          <FindFriends onChanged={changed} />
        )}
      </div>
    </section>
  );
}
