/**
 * /operator/products (商品管理): products of both catalogues (在线采购, priced per region; 咨询采购, no price),
 * on sale or not, searched by name, model or id and filtered by catalogue and sale state. 新建商品 / 编辑 open
 * one form (name, model, brand, category, supplier, unit, minimum and step, stock, specs, prices per region,
 * introduction); 上架 / 下架 from the list. Every save carries the Version it was read at: when another
 * operator saved meanwhile the server answers 409, said here, and the list reloads. The rules and their
 * Chinese messages are the server's (one place for the form and the import); a refusal marks its field.
 */
import { type FormEvent, useState } from 'react';
import { CatalogueName } from '../../contract/enums';
import type { OpProduct, OpProductPage } from '../../contract/operator-catalogue';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { Table, type TableColumn } from '../../ui/table';
import { Tag } from '../../ui/tag';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import {
  Actions,
  HeaderRow,
  Muted,
  OP_PAGE_SIZE,
  opErrorText,
  Panel,
  refresh,
  showWriteFailure,
  Toolbar,
  Wrap,
} from './common';
import { ProductDialog } from './ProductDialog';
import { ImportDialog } from './ProductImport';

const priceText = (p: OpProduct) =>
  p.Catalogue === 'consultation'
    ? '询价'
    : p.Prices.length
      ? p.Prices.map((x) => `${x.RegionName} ${formatMoney(x.Price)}`).join('；')
      : '未定价';

export default function ProductsScreen(_props: ScreenProps) {
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [catalogue, setCatalogue] = useState('');
  const [sale, setSale] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OpProduct | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const url = `/api/Operator/products?${new URLSearchParams({
    page: String(page),
    pageSize: String(OP_PAGE_SIZE),
    ...(keyword ? { keyword } : {}),
    ...(catalogue ? { catalogue } : {}),
    ...(sale ? { onSale: sale } : {}),
  })}`;
  const { data, error, loading, retry } = useApiQuery<OpProductPage>(url);

  const toggleSale = async (p: OpProduct) => {
    setBusy(p.Id);
    try {
      await call('POST /api/Operator/products/:id/sale', {
        params: { id: p.Id },
        body: { OnSale: !p.OnSale, Version: p.Version },
      });
      showMessage('success', p.OnSale ? `「${p.Name}」已下架` : `「${p.Name}」已上架`);
    } catch (e) {
      showWriteFailure(e);
    } finally {
      setBusy(null);
      refresh('/api/Operator/products');
    }
  };

  const columns: TableColumn<OpProduct>[] = [
    { key: 'Id', width: 72, title: '编号', nowrap: true, render: (p) => p.Id },
    {
      key: 'Name',
      title: '商品',
      render: (p) => (
        <Wrap>
          {p.Name}
          <br />
          <Muted>
            {[p.Model, p.BrandName, p.CategoryName].filter(Boolean).join(' · ')} · {p.SupplierName}
          </Muted>
        </Wrap>
      ),
    },
    { key: 'Catalogue', width: 96, title: '类型', nowrap: true, render: (p) => CatalogueName[p.Catalogue] },
    { key: 'Prices', width: 300, title: '价格', render: (p) => <Wrap>{priceText(p)}</Wrap> },
    { key: 'Stock', width: 112, title: '库存', align: 'right', nowrap: true, render: (p) => `${p.Stock} ${p.Unit}` },
    {
      key: 'OnSale',
      width: 88,
      title: '状态',
      nowrap: true,
      render: (p) => <Tag color={p.OnSale ? 'success' : 'default'}>{p.OnSale ? '在售' : '已下架'}</Tag>,
    },
    {
      key: 'actions',
      width: 112,
      title: '操作',
      nowrap: true,
      render: (p) => (
        <Actions>
          <Button size="sm" variant="text" onClick={() => setEditing(p)} aria-label={`编辑：${p.Name}`}>
            编辑
          </Button>
          <Button
            size="sm"
            variant="text"
            loading={busy === p.Id}
            onClick={() => void toggleSale(p)}
            aria-label={`${p.OnSale ? '下架' : '上架'}：${p.Name}`}
          >
            {p.OnSale ? '下架' : '上架'}
          </Button>
        </Actions>
      ),
    },
  ];

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
    setPage(1);
  };

  return (
    <Panel aria-labelledby="op-products-title">
      <HeaderRow>
        <h1 id="op-products-title">商品管理</h1>
        <Actions>
          <Button onClick={() => setImporting(true)}>导入 / 导出</Button>
          <Button variant="primary" onClick={() => setEditing('new')}>
            新建商品
          </Button>
        </Actions>
      </HeaderRow>
      <Toolbar onSubmit={search} role="search" aria-label="搜索商品">
        <label>
          关键词
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="名称、型号或编号"
            clearable
            onClear={() => setDraft('')}
          />
        </label>
        <label>
          类型
          <Select
            value={catalogue}
            onChange={(e) => {
              setCatalogue(e.target.value);
              setPage(1);
            }}
            options={[
              { value: '', label: '全部' },
              { value: 'online', label: CatalogueName.online },
              { value: 'consultation', label: CatalogueName.consultation },
            ]}
          />
        </label>
        <label>
          状态
          <Select
            value={sale}
            onChange={(e) => {
              setSale(e.target.value);
              setPage(1);
            }}
            options={[
              { value: '', label: '全部' },
              { value: 'true', label: '在售' },
              { value: 'false', label: '已下架' },
            ]}
          />
        </label>
        <Button type="submit">搜索</Button>
      </Toolbar>
      <Table
        caption="商品"
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(p) => String(p.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={keyword ? `没有找到与“${keyword}”相关的商品` : '没有符合条件的商品'}
        minWidth={960}
      />
      {data && data.Total > 0 ? (
        <Pagination page={page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={setPage} />
      ) : null}
      {editing ? <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </Panel>
  );
}
