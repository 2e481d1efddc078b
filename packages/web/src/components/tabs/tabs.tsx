import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabDefinition<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<Key extends string> {
  label: string;
  tabs: readonly TabDefinition<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}

/**
 * Tabs in the ARIA pattern: one tab stop, arrow keys (and Home, End) move between tabs and select them,
 * each panel labelled by its tab. Only the selected panel is rendered.
 */
export function Tabs<Key extends string>({ label, tabs, selected, onSelect }: TabsProps<Key>) {
  const baseId = useId();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === current?.key}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === current?.key ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          tabIndex={0}
          className="tabs__panel"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
