/** The catalogue search box: choose 在线采购 or 咨询采购, submit to `/search/<catalogue>?keyword=…`. */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { Catalogue } from '../contract/enums';
import { SEARCH_KEYWORD_MAX } from '../contract/limits';
import { useNavigate } from '../features/shared/navigation';
import { useRoute } from '../features/shared/route';
import { SearchIcon } from '../ui/icons';
import { focusRing, vars } from '../ui/theme';
import { shellStrings as t } from './strings';

const Form = styled.form`
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = keyword.trim();
    go(`/search/${catalogue}${q ? `?keyword=${encodeURIComponent(q)}` : ''}`);
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
          type="search"
          name="keyword"
          aria-label={t.search.label}
          placeholder={t.search.placeholder}
          value={keyword}
          maxLength={SEARCH_KEYWORD_MAX}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
        <button type="submit">
          <SearchIcon size={16} />
          {t.search.submit}
        </button>
      </Row>
    </Form>
  );
}
