/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation).
 *
 * Roving tabindex: only the selected tab is in the Tab order; ←/→ move and select (wrapping, skipping
 * disabled tabs), Home/End jump to the first/last. Items with `content` get a `tabpanel`; items
 * without it make a plain tab bar (e.g. catalogue switches driven by the router).
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { controlReset, vars } from './theme';

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
  /** Panel content; omit for a tab bar without panels. */
  content?: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Selected key (controlled). */
  activeKey?: string;
  /** Initially selected key (uncontrolled). Default: the first enabled item. */
  defaultActiveKey?: string;
  /** Called with the newly selected key. */
  onChange?: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** `line` (underline, default) or `card` (boxed). */
  variant?: 'line' | 'card';
  /** Render panels of inactive tabs too (hidden), keeping their state. Default false. */
  keepMounted?: boolean;
  className?: string;
}

/**
 * Static CSS, as the buttons' and fields': `line` is the base look, `card` the list's `data-variant`, which the tabs
 * match as its children.
 */
const TabList = styled.div`
  display: flex;
  gap: 24px;
  border-bottom: 1px solid ${vars.divider};
  overflow-x: auto;
  scrollbar-width: thin;
  &:where([data-variant='card']) {
    gap: 4px;
  }
`;

const Tab = styled.button`
  ${controlReset}
  position: relative;
  flex: none;
  padding: 10px 2px;
  color: ${vars.text};
  font-size: 14px;
  line-height: 22px;
  white-space: nowrap;
  cursor: pointer;
  border-radius: 4px;
  &:hover:not(:disabled) {
    color: ${vars.primary};
  }
  &[aria-selected='true'] {
    color: ${vars.primary};
    font-weight: 600;
  }
  &[aria-selected='true']::after {
    content: '';
    display: block;
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    background: ${vars.primary};
  }
  :where([data-variant='card']) > & {
    padding: 8px 16px;
    border-radius: 8px 8px 0 0;
    background: ${vars.bgSubtle};
  }
  :where([data-variant='card']) > &[aria-selected='true'] {
    background: ${vars.bg};
    box-shadow: inset 0 2px 0 ${vars.primary};
  }
  :where([data-variant='card']) > &[aria-selected='true']::after {
    display: none;
  }
  &:disabled {
    color: ${vars.textPlaceholder};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: -2px;
  }
`;

const Panel = styled.div`
  padding-top: 16px;
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

/** A tab list with optional panels. */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  label,
  variant = 'line',
  keepMounted = false,
  className,
}: TabsProps) {
  const base = useId();
  const firstEnabled = items.find((i) => !i.disabled)?.key;
  const [internal, setInternal] = useState(defaultActiveKey ?? firstEnabled);
  const selected = activeKey ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const hasPanels = items.some((i) => i.content !== undefined);
  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = (key: string) => `${base}-panel-${key}`;

  const select = (key: string) => {
    if (activeKey === undefined) setInternal(key);
    if (key !== selected) onChange?.(key);
  };

  const move = (from: string, delta: 1 | -1 | 'first' | 'last') => {
    const enabled = items.filter((i) => !i.disabled);
    if (enabled.length === 0) return;
    let target: TabItem | undefined;
    if (delta === 'first') target = enabled[0];
    else if (delta === 'last') target = enabled[enabled.length - 1];
    else {
      const idx = enabled.findIndex((i) => i.key === from);
      target = enabled[(idx + delta + enabled.length) % enabled.length];
    }
    if (!target) return;
    tabRefs.current.get(target.key)?.focus();
    select(target.key);
  };

  // If nothing valid is selected, the first enabled tab takes the Tab stop.
  const tabStop = items.some((i) => i.key === selected && !i.disabled) ? selected : firstEnabled;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} data-variant={variant}>
        {items.map((item) => {
          const isSelected = item.key === selected;
          return (
            <Tab
              key={item.key}
              ref={(el) => {
                if (el) tabRefs.current.set(item.key, el);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={isSelected}
              aria-controls={item.content !== undefined && (isSelected || keepMounted) ? panelId(item.key) : undefined}
              tabIndex={item.key === tabStop ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.key)}
              onKeyDown={(e) => {
                const map: Record<string, 1 | -1 | 'first' | 'last'> = {
                  ArrowRight: 1,
                  ArrowLeft: -1,
                  Home: 'first',
                  End: 'last',
                };
                const delta = map[e.key];
                if (delta === undefined) return;
                e.preventDefault();
                move(item.key, delta);
              }}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {hasPanels
        ? items.map((item) => {
            if (item.content === undefined) return null;
            const isSelected = item.key === selected;
            if (!isSelected && !keepMounted) return null;
            return (
              <Panel
                key={item.key}
                role="tabpanel"
                id={panelId(item.key)}
                aria-labelledby={tabId(item.key)}
                tabIndex={0}
                hidden={!isSelected}
              >
                {item.content}
              </Panel>
            );
          })
        : null}
    </div>
  );
}
