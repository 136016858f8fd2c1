/**
 * Choosing a verified company by name (or 统一社会信用代码) where the console sets its terms (协议价, 账期): a search
 * box, the matching companies as buttons, and the chosen one shown with 更换企业. Never a raw id to type.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { ReviewCompanyPage } from '../../contract/operator';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { vars } from '../../ui/theme';
import { useApiQuery } from '../shared/use-api-query';
import { Muted, opErrorText, Toolbar } from './common';

export interface PickedCompany {
  Id: number;
  Name: string;
}

const RESULTS = 10;

const Box = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 8px;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  color: ${vars.textSecondary};
  font-size: 13px;
`;

export function CompanyPicker({
  value,
  onChange,
  label = '企业（已认证）',
}: {
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  label?: string;
}) {
  const [text, setText] = useState('');
  // null: no search yet (a chosen company is shown instead of the results).
  const [searched, setSearched] = useState<string | null>(value ? null : '');
  const url =
    searched === null
      ? null
      : `/api/Operator/companies?${new URLSearchParams({
          status: '30',
          pageSize: String(RESULTS),
          ...(searched ? { keyword: searched } : {}),
        })}`;
  const found = useApiQuery<ReviewCompanyPage>(url);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearched(text.trim());
  };

  if (value && searched === null)
    return (
      <Box data-testid="company-picker">
        <Legend>{label}</Legend>
        <Toolbar as="div">
          <strong>{value.Name}</strong>
          <Button size="sm" onClick={() => setSearched('')}>
            更换企业
          </Button>
        </Toolbar>
      </Box>
    );

  const items = found.data?.Items ?? [];
  return (
    <Box data-testid="company-picker">
      <Legend>{label}</Legend>
      <Toolbar as="form" role="search" onSubmit={search}>
        <Input
          type="search"
          block={false}
          aria-label="企业名称或信用代码"
          placeholder="输入企业名称或信用代码"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit">搜索</Button>
        {value ? (
          <Button variant="text" onClick={() => setSearched(null)}>
            取消
          </Button>
        ) : null}
      </Toolbar>
      {found.error ? (
        <p role="alert">
          企业列表加载失败：{opErrorText(found.error)}{' '}
          <Button size="sm" onClick={found.retry}>
            重试
          </Button>
        </p>
      ) : found.pending || (found.loading && !found.data) ? (
        <p role="status">搜索中…</p>
      ) : items.length === 0 ? (
        <p role="status">{searched ? `没有名称含「${searched}」的已认证企业` : '还没有已认证的企业'}</p>
      ) : (
        <ul aria-label="搜索结果" style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
          {items.map((c) => (
            <li key={c.Id} style={{ padding: '2px 0' }}>
              <Button
                size="sm"
                variant="text"
                onClick={() => {
                  setSearched(null);
                  onChange({ Id: c.Id, Name: c.Name });
                }}
              >
                {c.Name}
              </Button>{' '}
              <Muted>{c.CreditCode}</Muted>
            </li>
          ))}
          {(found.data?.Total ?? 0) > items.length ? (
            <li>
              <Muted>
                共 {found.data?.Total} 家，仅显示前 {RESULTS} 家：请输入更完整的名称
              </Muted>
            </li>
          ) : null}
        </ul>
      )}
    </Box>
  );
}
