/** Adds another product to the quote form: search the catalogue (on sale), pick one, 添加. */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { OpProduct, OpProductPage } from '../../../contract/operator-catalogue';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { useApiQuery } from '../../shared/use-api-query';
import { Muted } from '../common';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin: 8px 0 0;
`;

/** Adds another product to the quote: search the catalogue (on sale), pick one, 添加. */
export function AddLine({ taken, onAdd }: { taken: readonly number[]; onAdd: (p: OpProduct) => void }) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const found = useApiQuery<OpProductPage>(
    keyword === null
      ? null
      : `/api/Operator/products?${new URLSearchParams({ keyword, onSale: 'true', page: '1', pageSize: '10' })}`,
  );
  const options = (found.data?.Items ?? []).filter((p) => !taken.includes(p.Id));
  const search = (e: FormEvent | { preventDefault: () => void }) => {
    e.preventDefault();
    setKeyword(draft.trim());
    setChosen('');
  };
  const add = () => {
    const product = options.find((p) => String(p.Id) === chosen) ?? options[0];
    if (!product) return;
    onAdd(product);
    setChosen('');
  };
  return (
    <Bar role="group" aria-label="添加报价商品">
      <FormField label="添加商品">
        <Input
          value={draft}
          placeholder="商品名称或型号"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search(e);
          }}
        />
      </FormField>
      <Button onClick={() => search({ preventDefault: () => undefined })} style={{ marginBottom: 20 }}>
        查找
      </Button>
      {keyword !== null ? (
        found.loading && !found.data ? (
          <Muted style={{ marginBottom: 28 }}>查找中…</Muted>
        ) : options.length ? (
          <>
            <FormField label="选择商品">
              <Select
                value={chosen || String(options[0]!.Id)}
                onChange={(e) => setChosen(e.target.value)}
                options={options.map((p) => ({
                  value: String(p.Id),
                  label: `${p.Name}${p.Model ? ` · ${p.Model}` : ''}`,
                }))}
              />
            </FormField>
            <Button onClick={add} style={{ marginBottom: 20 }}>
              添加
            </Button>
          </>
        ) : (
          <Muted style={{ marginBottom: 28 }}>{found.error ? '查找失败，请重试' : '没有找到在售的商品'}</Muted>
        )
      ) : null}
    </Bar>
  );
}
