import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './dataDisplay.module.css';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

/** The props of `Tabs`. */
export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
};

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs; only the
 * selected tab is in the Tab order; the panel follows. Controlled, so the page can keep the
 * selected tab in the URL.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable so Tab reaches its content even when it has no focusable element
          tabIndex={0}
          className={styles.tabPanel}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
