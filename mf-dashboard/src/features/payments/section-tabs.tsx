import { useRef, type KeyboardEvent } from 'react';
import { Button, Group } from '@mantine/core';

export interface SectionTab<T extends string> {
  value: T;
  label: string;
}

/** The id of a tab's button and of its panel (the panel names itself by the tab: aria-labelledby). */
export const tabId = (value: string) => `payments-tab-${value}`;
export const panelId = (value: string) => `payments-panel-${value}`;

/**
 * A WAI-ARIA tab list made of buttons (Mantine's Tabs is not in the platform's shared surface, see
 * scripts/build/shared-surface.json): the arrow keys, Home and End move between tabs and open them.
 */
export function SectionTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly SectionTab<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (to === null) return;
    event.preventDefault();
    onChange(tabs[to]!.value);
    buttons.current[to]?.focus();
  };
  return (
    <Group role="tablist" aria-label={label} gap={4} wrap="wrap" pb={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <Button
            key={tab.value}
            ref={(el: HTMLButtonElement | null) => {
              buttons.current[index] = el;
            }}
            id={tabId(tab.value)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.value)}
            tabIndex={selected ? 0 : -1}
            variant={selected ? 'light' : 'subtle'}
            color={selected ? undefined : 'gray'}
            size="sm"
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}
