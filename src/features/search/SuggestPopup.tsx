/**
 * The list of suggestions under a search box while typing (combobox pattern, WAI-ARIA 1.2): popular searches,
 * products, brands and categories from `GET /api/Search/suggest`. Loaded lazily by the box once a buyer types
 * (the widgets' first render stays as small as before). The box keeps focus; this component listens to its
 * keys — ArrowDown/ArrowUp move through the options, Enter chooses the active one, Escape closes — and tells
 * the box what to put on its input (`aria-expanded`, `aria-activedescendant`). A keyword with nothing to suggest
 * says so under the box (a status message; the list stays closed).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Catalogue } from '../../contract/enums';
import type { Suggestions } from '../../contract/search';
import { vars } from '../../ui/theme';
import { productPath } from '../shared/products/stores';
import { useRouteQuery } from '../shared/use-route-query';

const s = {
  suggestLabel: '搜索建议',
  suggestKinds: { query: '热门搜索', product: '商品', brand: '品牌', category: '分类' },
  none: (k: string) => `没有与「${k}」相关的建议，按回车键直接搜索`,
};

/** Wait after the last key before asking the server (each keystroke would be a request). */
const DEBOUNCE_MS = 150;

/** What choosing an option does: search a keyword, or open a page. */
export type SuggestChoice = { keyword: string } | { path: string };

export interface SuggestPopupProps {
  keyword: string;
  catalogue: Catalogue;
  input: HTMLInputElement | null;
  listId: string;
  onChoose: (choice: SuggestChoice) => void;
  /**
   * The input's combobox state: whether the list shows, and the id of the active option ('' for none). Without
   * it, the popup writes `aria-expanded` and `aria-activedescendant` on the input itself.
   */
  onState?: (expanded: boolean, activeId: string) => void;
  onClose: () => void;
}

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  right: 0;
  margin: 2px 0 0;
  padding: 4px 0;
  list-style: none;
  background: ${vars.bg};
  border: 1px solid ${vars.border};
  border-radius: ${vars.radiusInput};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  max-height: 360px;
  overflow-y: auto;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 12px;
    font-size: 14px;
    color: ${vars.text};
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${vars.primarySoft};
  }
  small {
    color: ${vars.textSecondary};
    font-size: 12px;
    white-space: nowrap;
  }
`;

/** Nothing to suggest for the keyword: said plainly (a status, not an option), where the list would be. */
const Note = styled.p`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  right: 0;
  margin: 2px 0 0;
  padding: 8px 12px;
  background: ${vars.bg};
  border: 1px solid ${vars.border};
  border-radius: ${vars.radiusInput};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  font-size: 13px;
  color: ${vars.textSecondary};
  overflow-wrap: anywhere;
`;

interface Option {
  label: string;
  kind: string;
  choice: SuggestChoice;
}

/** Writes the combobox state on the input (a box that keeps none of its own). */
const ariaOn = (input: HTMLInputElement | null) => (expanded: boolean, activeId: string) => {
  input?.setAttribute('aria-expanded', String(expanded));
  if (activeId) input?.setAttribute('aria-activedescendant', activeId);
  else input?.removeAttribute('aria-activedescendant');
};

function optionsOf(data: Suggestions): Option[] {
  return [
    ...data.Queries.map((q) => ({ label: q, kind: s.suggestKinds.query, choice: { keyword: q } })),
    ...data.Products.map((p) => ({
      label: p.Model ? `${p.Name} ${p.Model}` : p.Name,
      kind: s.suggestKinds.product,
      choice: { path: productPath(p) },
    })),
    ...data.Brands.map((b) => ({ label: b.Name, kind: s.suggestKinds.brand, choice: { path: `/brand/${b.Id}` } })),
    ...data.Categories.map((c) => ({ label: c.Name, kind: s.suggestKinds.category, choice: { keyword: c.Name } })),
  ];
}

export default function SuggestPopup({
  keyword,
  catalogue,
  input,
  listId,
  onChoose,
  onState,
  onClose,
}: SuggestPopupProps) {
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(keyword.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const result = useRouteQuery('GET /api/Search/suggest', asked ? { query: { keyword: asked, catalogue } } : null);
  const options = result.data && asked === keyword.trim() ? optionsOf(result.data) : [];
  const count = options.length;
  const optionId = (i: number) => `${listId}-${i}`;
  // A new keyword starts without an active option.
  const [activeFor, setActiveFor] = useState(asked);
  if (activeFor !== asked) {
    setActiveFor(asked);
    setActive(-1);
  }

  useEffect(() => {
    (onState ?? ariaOn(input))(count > 0, active >= 0 && active < count ? optionId(active) : '');
  });
  useEffect(() => () => (onState ?? ariaOn(input))(false, ''), [onState, input]);

  useEffect(() => {
    if (!input) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the input itself (no option active): the list wraps around through it.
        setActive((i) => {
          const next = i + step;
          return next < -1 ? count - 1 : next >= count ? -1 : next;
        });
      } else if (event.key === 'Enter' && active >= 0 && active < count) {
        event.preventDefault();
        onChoose(options[active]!.choice);
      } else if (event.key === 'Escape') {
        onClose();
      }
    };
    input.addEventListener('keydown', onKey);
    return () => input.removeEventListener('keydown', onKey);
  });

  if (count === 0)
    return result.data && asked === keyword.trim() ? (
      <Note role="status" data-testid="suggest-none">
        {s.none(asked)}
      </Note>
    ) : null;
  return (
    <List id={listId} role="listbox" aria-label={s.suggestLabel}>
      {options.map((o, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: a combobox's options are not focused: the input keeps focus and points at the active one (aria-activedescendant)
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (ArrowUp/ArrowDown/Enter/Escape, listened to above)
        <li
          key={`${o.kind}-${o.label}`}
          id={optionId(i)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox's options, as the combobox pattern writes them
          role="option"
          aria-selected={i === active}
          // The input keeps focus: a mouse press must not blur it before the click chooses.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(o.choice)}
        >
          <span>{o.label}</span>
          <small>{o.kind}</small>
        </li>
      ))}
    </List>
  );
}
