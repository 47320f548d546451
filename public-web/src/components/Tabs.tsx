import { useRef, type KeyboardEvent } from 'react';
import './profilePages.css';

/**
 * Tabs over one panel (WAI-ARIA tabs: the chosen tab is the one in the tab order, the arrow keys
 * move between tabs and choose them). The panel is the caller's, with id `panelId`.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  panelId,
  labelOf,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  panelId: string;
  labelOf: (tab: T) => string;
}) {
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const choose = (tab: T) => {
    onChange(tab);
    buttons.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    choose(tabs[(tabs.indexOf(value) + step + tabs.length) % tabs.length]!);
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            buttons.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${tab}`}
          className="tabs__tab"
          aria-selected={value === tab}
          aria-controls={panelId}
          tabIndex={value === tab ? 0 : -1}
          onClick={() => choose(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
