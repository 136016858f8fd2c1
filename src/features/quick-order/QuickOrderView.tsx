/**
 * 快速下单: rows of model number (or product id or name) and quantity — typed with suggestions, pasted from Excel
 * or read from an uploaded CSV/XLSX — checked by the server before anything is added. Each row shows what it
 * matched and, when it cannot be added, why and the fix (the nearest valid quantity, a pick among candidates, a
 * link to inquire). 加入购物车 adds every valid row at once; the invalid ones stay to fix.
 */
import { useStore } from '@nanostores/react';
import { type ClipboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { ProductSummary } from '../../contract/catalogue';
import type { QuickOrderResult } from '../../contract/quick-order';
import { $cartRegion, cartChanged, setCartRegion } from '../../core/cart';
import { api, call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { $session } from '../../core/session';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/feedback';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { vars } from '../../ui/theme';
import { Link } from '../shared/navigation';
import { PurchasePage, Section } from '../shared/purchase-layout';
import { regionName, useRegions } from '../shared/regions';
import { useApiQuery } from '../shared/use-api-query';
import { blankLines, type DraftLine, draft, isBlank, parsePaste, requestLines, withRows } from './lines';
import { RowResult } from './RowResult';

const MAX_FILE_BYTES = 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Rows = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${vars.divider};
    text-align: left;
    vertical-align: top;
    font-size: 14px;
  }
  th {
    color: ${vars.textSecondary};
    font-weight: 400;
  }
  @media (max-width: 600px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 96px;
      gap: 4px;
      border-bottom: 1px solid ${vars.divider};
      padding: 8px 0;
    }
    td {
      border: 0;
      padding: 2px 0;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-top: 12px;
`;

export interface QuickOrderViewProps {
  /** A fixed cart region (the widget's attribute); else the cart's region, switchable. */
  region?: number | undefined;
}

export function QuickOrderView({ region: fixedRegion }: QuickOrderViewProps) {
  const chosen = useStore($cartRegion);
  const session = useStore($session);
  const region = fixedRegion ?? chosen;
  const regions = useRegions();
  const [lines, setLines] = useState<DraftLine[]>(() => blankLines(5));
  const [paste, setPaste] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<'check' | 'add' | 'file' | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const listId = useId();
  const [typing, setTyping] = useState('');
  const typed = typing.trim().slice(0, 50);
  // A model number's beginning is looked up in the model index; a name (Chinese characters) in the catalogue search.
  const suggestions = useApiQuery<{ Items: ProductSummary[] }>(
    typed.length < 2
      ? null
      : /[\u4e00-\u9fff]/.test(typed)
        ? `/api/Products?keyword=${encodeURIComponent(typed)}&pageSize=8&region=${region}`
        : `/api/ShoppingCarts/quick-order/suggestions?prefix=${encodeURIComponent(typed)}&region=${region}`,
  ).data?.Items;

  const userRegions = session.user?.Regions?.length ? session.user.Regions : [region];
  const regionChoices = userRegions.includes(region) ? userRegions : [region, ...userRegions];
  const filled = lines.filter((l) => !isBlank(l));

  const update = (key: number, change: Partial<DraftLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change, row: undefined } : l)));

  const takePaste = (text: string, at?: number) => {
    const { lines: pasted, error } = parsePaste(text);
    if (error || pasted.length === 0) {
      setProblem(error ?? '没有识别到商品行');
      return;
    }
    setProblem('');
    setAdded(null);
    setLines((all) => {
      const kept = all.filter((l) => !isBlank(l) && l.key !== at);
      return [...kept, ...pasted, ...blankLines(1)];
    });
  };

  const onCellPaste = (event: ClipboardEvent<HTMLInputElement>, key: number) => {
    const text = event.clipboardData.getData('text/plain');
    // One cell's text pastes as usual; rows (or columns) copied from a sheet become lines.
    if (!/[\n\t]/.test(text.trim())) return;
    event.preventDefault();
    takePaste(text, key);
  };

  const answer = (result: QuickOrderResult, dryRun: boolean) => {
    const checked = withRows(
      lines.filter((l) => !isBlank(l)),
      result.Rows,
    );
    if (dryRun) setLines([...checked, ...blankLines(1)]);
    else {
      // Added rows leave the form; the rest stay with their reasons.
      const left = checked.filter((l) => l.row?.Status !== 'ok');
      setLines([...left, ...blankLines(left.length ? 1 : 5)]);
      setAdded(result.Added);
      if (result.Added > 0) {
        cartChanged();
        showMessage('success', `已将 ${result.Added} 行加入购物车${left.length ? `，${left.length} 行待修改` : ''}`);
      }
    }
  };

  const send = async (dryRun: boolean) => {
    const body = requestLines(lines);
    if (!body.length) {
      setProblem('请至少填写一行型号和数量');
      return;
    }
    setProblem('');
    setBusy(dryRun ? 'check' : 'add');
    try {
      answer(
        await call('POST /api/ShoppingCarts/quick-order', { body: { Region: region, Lines: body, DryRun: dryRun } }),
        dryRun,
      );
    } catch {
      // The client already showed the server's reason.
    } finally {
      setBusy(null);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const name = file.name.toLowerCase();
    if (!/\.(csv|txt|xlsx)$/.test(name)) return setProblem('请选择 .csv、.txt 或 .xlsx 文件');
    if (file.size > MAX_FILE_BYTES) return setProblem('文件不能超过 1 MB，请拆分后上传');
    setProblem('');
    setBusy('file');
    try {
      const result = await api<QuickOrderResult>(`/api/ShoppingCarts/quick-order/file?region=${region}&dryRun=true`, {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': name.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv' },
      });
      const fromFile = result.Rows.map((r, i) => ({
        ...draft(r.Query, String(r.Quantity || ''), r.ProductId && r.Status !== 'ambiguous' ? r.ProductId : undefined),
        row: { ...r, Row: i + 1 },
      }));
      setLines([...fromFile, ...blankLines(1)]);
      setAdded(null);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(null);
    }
  };

  const pick = (line: DraftLine, candidate: ProductSummary) =>
    update(line.key, { query: candidate.Model || candidate.Name, productId: candidate.Id });

  const okCount = filled.filter((l) => l.row?.Status === 'ok').length;
  const badCount = filled.filter((l) => l.row && l.row.Status !== 'ok').length;

  return (
    <PurchasePage part="quick-order">
      <h1>快速下单</h1>
      <Section aria-labelledby={`${listId}-paste`}>
        <h2 id={`${listId}-paste`}>从 Excel 粘贴或上传文件</h2>
        <Textarea
          aria-label="粘贴型号与数量"
          placeholder={'从 Excel 复制“型号”“数量”两列后粘贴到这里（可带表头），例如：\nAD-H100\t10\nDZ47-63\t5'}
          rows={4}
          value={paste}
          onChange={(e) => setPaste(e.currentTarget.value)}
        />
        <Actions>
          <Button
            onClick={() => {
              takePaste(paste);
              setPaste('');
            }}
            disabled={!paste.trim()}
          >
            识别粘贴内容
          </Button>
          <label>
            上传 CSV / XLSX（≤ 1 MB，≤ 500 行）：{' '}
            <input
              type="file"
              accept=".csv,.txt,.xlsx,text/csv"
              aria-label="上传 CSV 或 XLSX 文件"
              disabled={busy !== null}
              onChange={(e) => {
                void upload(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
          </label>
          {busy === 'file' ? <span role="status">正在读取文件…</span> : null}
        </Actions>
      </Section>

      <Section aria-labelledby={`${listId}-rows`}>
        <h2 id={`${listId}-rows`}>
          商品行
          {fixedRegion === undefined ? (
            <>
              {' '}
              <Select
                size="sm"
                block={false}
                aria-label="采购区域"
                value={region}
                onChange={(e) => setCartRegion(Number(e.currentTarget.value))}
                options={regionChoices.map((id) => ({ value: id, label: regionName(regions, id) }))}
              />
            </>
          ) : (
            <span> · {regionName(regions, region)}</span>
          )}
        </h2>
        {problem ? (
          <Alert type="error">
            <span role="alert">{problem}</span>
          </Alert>
        ) : null}
        <datalist id={`${listId}-suggest`}>
          {(suggestions ?? []).map((p) => (
            <option key={p.Id} value={p.Model || p.Name}>
              {p.Name}
            </option>
          ))}
        </datalist>
        <Rows data-testid="quick-order-rows">
          <thead>
            <tr>
              <th scope="col">型号 / 商品</th>
              <th scope="col">数量</th>
              <th scope="col">结果</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={line.key} data-status={line.row?.Status ?? ''}>
                <td>
                  <Input
                    size="sm"
                    aria-label={`第 ${index + 1} 行型号`}
                    list={`${listId}-suggest`}
                    value={line.query}
                    invalid={line.row !== undefined && line.row.Status !== 'ok'}
                    onFocus={() => setTyping(line.query)}
                    onChange={(e) => {
                      update(line.key, { query: e.currentTarget.value, productId: undefined });
                      setTyping(e.currentTarget.value);
                    }}
                    onPaste={(e) => onCellPaste(e, line.key)}
                  />
                </td>
                <td>
                  <Input
                    size="sm"
                    inputMode="numeric"
                    aria-label={`第 ${index + 1} 行数量`}
                    value={line.quantity}
                    onChange={(e) => update(line.key, { quantity: e.currentTarget.value })}
                    onPaste={(e) => onCellPaste(e, line.key)}
                  />
                </td>
                <td aria-live="polite">
                  {line.row ? <RowResult line={line} onPick={pick} onQuantity={update} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Rows>
        <Actions>
          <Button variant="text" onClick={() => setLines((all) => [...all, ...blankLines(5)])}>
            添加 5 行
          </Button>
          <Button
            loading={busy === 'check'}
            disabled={busy !== null || filled.length === 0}
            onClick={() => void send(true)}
          >
            检查
          </Button>
          <Button
            variant="primary"
            loading={busy === 'add'}
            disabled={busy !== null || filled.length === 0}
            onClick={() => void send(false)}
          >
            加入购物车
          </Button>
          <span role="status">
            {filled.length} 行{okCount || badCount ? `：${okCount} 行可加入，${badCount} 行待修改` : ''}
            {added !== null ? `（已加入 ${added} 行）` : ''}
          </span>
          <Link to="/cart">去购物车</Link>
        </Actions>
      </Section>
    </PurchasePage>
  );
}
