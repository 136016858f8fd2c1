/**
 * The catalogue search box: choose 在线采购 or 咨询采购, submit to `/search/<catalogue>?keyword=…`. While typing,
 * suggestions show under it (a combobox: features/search/SuggestPopup, loaded once the buyer types).
 */
import { type FormEvent, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Catalogue } from '../contract/enums';
import { SEARCH_KEYWORD_MAX } from '../contract/limits';
import type { SuggestChoice } from '../features/search/SuggestPopup';
import { useNavigate } from '../features/shared/navigation';
import { useRoute } from '../features/shared/route';
import { SearchIcon } from '../ui/icons';
import { focusRing, vars } from '../ui/theme';
import { shellStrings as t } from './strings';

const Form = styled.form`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1 1 320px;
  max-width: 520px;
  min-width: 0;
`;

const Switch = styled.div`
  display: flex;
  gap: 2px;
  button {
    border: 0;
    background: none;
    padding: 2px 8px;
    font: inherit;
    font-size: 13px;
    color: ${vars.textSecondary};
    border-radius: 4px 4px 0 0;
    cursor: pointer;
    ${focusRing}
  }
  button[aria-pressed='true'] {
    background: ${vars.primary};
    color: #fff;
  }
`;

const SuggestPopup = lazy(() => import('../features/search/SuggestPopup'));

const Row = styled.div`
  display: flex;
  border: 2px solid ${vars.primary};
  border-radius: ${vars.radiusInput};
  overflow: hidden;
  background: ${vars.bg};
  input {
    flex: 1;
    min-width: 0;
    height: 34px;
    border: 0;
    padding: 0 12px;
    font: inherit;
    font-size: 14px;
    color: ${vars.text};
    background: transparent;
    outline: none;
  }
  input::placeholder {
    color: ${vars.textPlaceholder};
  }
  &:focus-within {
    box-shadow: ${vars.focusRing};
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    border: 0;
    padding: 0 16px;
    background: ${vars.primary};
    color: #fff;
    font: inherit;
    font-size: 14px;
    cursor: pointer;
    ${focusRing}
  }
`;

export function SearchBox() {
  const route = useRoute();
  const go = useNavigate();
  const onSearchPage = route.path === '/search/consultation' || route.path === '/search/online';
  const [catalogue, setCatalogue] = useState<Catalogue>(
    route.path.endsWith('/consultation') ? 'consultation' : 'online',
  );
  const [keyword, setKeyword] = useState(onSearchPage ? (route.query.get('keyword') ?? '') : '');
  // Suggestions: shown once the buyer typed in the box, until it loses focus, Escape or a choice.
  const [typing, setTyping] = useState(false);
  const [combo, setCombo] = useState({ expanded: false, active: '' });
  // Kept when unchanged: the list reports its state after every render of its own.
  const onComboState = useCallback(
    (expanded: boolean, active: string) =>
      setCombo((c) => (c.expanded === expanded && c.active === active ? c : { expanded, active })),
    [],
  );
  const input = useRef<HTMLInputElement>(null);
  const listId = `suggest${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  const search = (q: string) => {
    setTyping(false);
    go(`/search/${catalogue}${q ? `?keyword=${encodeURIComponent(q)}` : ''}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword.trim());
  };
  const choose = (choice: SuggestChoice) => {
    if ('keyword' in choice) {
      setKeyword(choice.keyword);
      search(choice.keyword);
    } else {
      setTyping(false);
      go(choice.path);
    }
  };

  return (
    <Form role="search" aria-label={t.search.label} onSubmit={submit} part="search">
      <Switch role="group" aria-label={t.search.catalogueLabel}>
        {(['online', 'consultation'] as const).map((c) => (
          <button key={c} type="button" aria-pressed={catalogue === c} onClick={() => setCatalogue(c)}>
            {t.search[c]}
          </button>
        ))}
      </Switch>
      <Row>
        <input
          ref={input}
          type="search"
          name="keyword"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combo.expanded}
          aria-controls={listId}
          aria-activedescendant={combo.active || undefined}
          autoComplete="off"
          aria-label={t.search.label}
          placeholder={t.search.placeholder}
          value={keyword}
          maxLength={SEARCH_KEYWORD_MAX}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setTyping(true);
          }}
          onBlur={() => setTyping(false)}
        />
        <button type="submit">
          <SearchIcon size={16} />
          {t.search.submit}
        </button>
      </Row>
      {typing && keyword.trim() ? (
        <Suspense fallback={null}>
          <SuggestPopup
            keyword={keyword}
            catalogue={catalogue}
            input={input.current}
            listId={listId}
            onChoose={choose}
            onState={onComboState}
            onClose={() => setTyping(false)}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
