/**
 * /operator/prices (协议价): a verified company's own prices. Choose the company, see its contract prices with
 * their validity (生效中 / 未生效 / 已过期, China days) next to the list price, add or remove rows and 保存 (the
 * whole list is replaced: PUT /api/Operator/companies/{id}/prices; overlapping periods are refused with the
 * row named), or import / export the list as CSV/XLSX. The company's buyers see 协议价 at once.
 */
import { type FormEvent, useState } from 'react';
import type { ContractPrice, ContractPriceImportResult } from '../../contract/contract-prices';
import type { ReviewCompany } from '../../contract/operator';
import type { CatalogueOptions } from '../../contract/operator-catalogue';
import { announceFailure, api, call, callResponse } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Price } from '../../ui/price';
import { Select } from '../../ui/select';
import { Table, type TableColumn } from '../../ui/table';
import { Tag } from '../../ui/tag';
import { saveBlob } from '../shared/download';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { CompanyPicker, type PickedCompany } from './CompanyPicker';
import { Actions, HeaderRow, Muted, opErrorText, Panel, Toolbar, Wrap } from './common';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STATE = {
  active: { label: '生效中', color: 'success' },
  pending: { label: '未生效', color: 'processing' },
  expired: { label: '已过期', color: 'default' },
} as const;

type Row = Pick<ContractPrice, 'ProductId' | 'Region' | 'Price' | 'ValidFrom' | 'ValidUntil'> & Partial<ContractPrice>;

const pricesUrl = (id: string) => `/api/Operator/companies/${id}/prices`;

export default function ContractPricesScreen({ query }: ScreenProps) {
  const options = useApiQuery<CatalogueOptions>('/api/Operator/catalogue/options');
  const [company, setCompany] = useState(query?.get('company') ?? '');
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  // Opened with ?company=: the company's name for the picker.
  const named = useApiQuery<ReviewCompany>(company && !picked ? `/api/Operator/companies/${company}` : null);
  const chosen = picked ?? (named.data ? { Id: named.data.Id, Name: named.data.Name } : null);
  const saved = useApiQuery<ContractPrice[]>(company ? pricesUrl(company) : null);
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [draftFor, setDraftFor] = useState(company);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [importProblems, setImportProblems] = useState<ContractPriceImportResult['Problems']>([]);
  if (draftFor !== company) {
    setDraftFor(company);
    setDraft(null);
    setProblem('');
    setImportProblems([]);
  }
  const rows: Row[] = draft ?? saved.data ?? [];
  const regions = options.data?.Regions ?? [];

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    const productId = Number(text('product'));
    if (!Number.isInteger(productId) || productId < 1 || !text('price')) {
      setProblem('请填写商品编号和协议价');
      return;
    }
    setProblem('');
    setDraft([
      ...rows,
      {
        ProductId: productId,
        Region: Number(text('region') || regions[0]?.Id || 1),
        Price: text('price'),
        ValidFrom: text('from') || null,
        ValidUntil: text('until') || null,
      },
    ]);
    event.currentTarget.reset();
  };

  const save = async () => {
    setBusy(true);
    setProblem('');
    try {
      const list = rows.map(({ ProductId, Region, Price, ValidFrom, ValidUntil }) => ({
        ProductId,
        Region,
        Price,
        ValidFrom,
        ValidUntil,
      }));
      await call('PUT /api/Operator/companies/:id/prices', { params: { id: Number(company) }, body: list });
      setDraft(null);
      saved.retry();
      showMessage('success', '协议价已保存');
    } catch (error) {
      setProblem(opErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await api<ContractPriceImportResult>(`${pricesUrl(company)}/import`, {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : 'text/csv' },
      });
      setImportProblems(r.Problems);
      if (r.Written) {
        setDraft(null);
        saved.retry();
        showMessage('success', `已导入 ${r.Rows} 行协议价`);
      }
    } catch (error) {
      announceFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    try {
      const { data: blob } = await callResponse('GET /api/Operator/companies/:id/prices/export', {
        params: { id: Number(company) },
        query: { format: 'xlsx' },
        responseType: 'blob',
      });
      saveBlob(blob, `协议价-${chosen?.Name ?? company}.xlsx`);
    } catch (error) {
      announceFailure(error, '导出失败，请稍后重试');
    }
  };

  const columns: TableColumn<Row>[] = [
    {
      key: 'ProductId',
      title: '商品',
      render: (r) => <Wrap>{r.ProductName ? `${r.ProductId} ${r.ProductName}` : r.ProductId}</Wrap>,
    },
    {
      key: 'Region',
      title: '地区',
      render: (r) => r.RegionName ?? regions.find((x) => x.Id === r.Region)?.Name ?? r.Region,
    },
    {
      key: 'ListPrice',
      title: '标价',
      align: 'right',
      render: (r) => <Price value={r.ListPrice ?? null} size="sm" tone="text" onRequestText="—" />,
    },
    { key: 'Price', title: '协议价', align: 'right', render: (r) => <Price value={r.Price} size="sm" /> },
    {
      key: 'Valid',
      title: '有效期',
      nowrap: true,
      render: (r) => `${r.ValidFrom ?? '不限'} 至 ${r.ValidUntil ?? '不限'}`,
    },
    {
      key: 'State',
      title: '状态',
      render: (r) => (r.State ? <Tag color={STATE[r.State].color}>{STATE[r.State].label}</Tag> : <Muted>未保存</Muted>),
    },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Button
          size="sm"
          variant="text"
          aria-label={`删除商品 ${r.ProductId} 的协议价`}
          onClick={() => setDraft(rows.filter((x) => x !== r))}
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <Wrap>
      <HeaderRow>
        <h1>协议价</h1>
      </HeaderRow>
      <Panel>
        {company && !chosen && named.loading ? (
          <p role="status">企业加载中…</p>
        ) : (
          <CompanyPicker
            value={chosen}
            onChange={(c) => {
              setPicked(c);
              setCompany(c ? String(c.Id) : '');
            }}
          />
        )}
      </Panel>
      {company ? (
        <Panel aria-busy={saved.loading}>
          <h2>协议价列表</h2>
          <Muted>
            同一商品在同一地区的有效期不能重叠；日期按中国时间计算，含首尾两天；协议价高于当时阶梯价时按阶梯价结算。
          </Muted>
          {saved.error ? (
            <p role="alert">
              加载失败：{opErrorText(saved.error)}{' '}
              <Button size="sm" onClick={saved.retry}>
                重试
              </Button>
            </p>
          ) : (
            <Table
              caption="协议价"
              columns={columns}
              data={rows}
              rowKey={(r) => `${r.ProductId}-${r.Region}-${r.ValidFrom ?? ''}-${rows.indexOf(r)}`}
              loading={saved.loading && !saved.data}
              emptyText="该企业暂无协议价"
              minWidth={720}
            />
          )}
          <Toolbar onSubmit={add} aria-label="新增协议价">
            <Input name="product" inputMode="numeric" placeholder="商品编号" aria-label="商品编号" />
            <Select
              name="region"
              aria-label="地区"
              options={regions.map((r) => ({ value: String(r.Id), label: r.Name }))}
            />
            <Input name="price" inputMode="decimal" placeholder="协议价" aria-label="协议价" />
            <Input name="from" type="date" aria-label="生效日期" />
            <Input name="until" type="date" aria-label="失效日期" />
            <Button type="submit">添加</Button>
          </Toolbar>
          {problem ? <p role="alert">{problem}</p> : null}
          <Actions>
            <Button variant="primary" loading={busy} disabled={!draft} onClick={() => void save()}>
              保存
            </Button>
            <Button disabled={!draft || busy} onClick={() => setDraft(null)}>
              放弃修改
            </Button>
            <label>
              <Muted>导入 CSV/XLSX：</Muted>
              <input
                type="file"
                accept=".csv,.xlsx"
                disabled={busy}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
            <Button size="sm" onClick={() => void download()}>
              导出 XLSX
            </Button>
          </Actions>
          {importProblems.length ? (
            <div role="alert">
              文件有 {importProblems.length} 处错误，未写入：
              <ul>
                {importProblems.map((p) => (
                  <li key={`${p.Row}-${p.Column}-${p.Error}`}>
                    第 {p.Row} 行 {p.Column}：{p.Error}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Panel>
      ) : null}
    </Wrap>
  );
}
