/**
 * 导入 / 导出 of the products screen: download every product with its prices as CSV or XLSX (the same
 * columns import back), and import a CSV/XLSX file: 预览 checks it without writing (the server's dry run),
 * 导入 writes every row in one go. Any mistake is listed as row (as the spreadsheet numbers it), column and
 * reason, and then nothing at all is written.
 */
import { useState } from 'react';
import type { ImportProblem, ImportResult } from '../../contract/operator-catalogue';
import { announceFailure, api, callResponse } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Table, type TableColumn } from '../../ui/table';
import { saveBlob } from '../shared/download';
import { Actions, Muted, refresh } from './common';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 2 * 1024 * 1024;

const problemColumns: TableColumn<ImportProblem>[] = [
  { key: 'Row', title: '行号', nowrap: true, render: (p) => `第 ${p.Row} 行` },
  { key: 'Column', title: '列', nowrap: true, render: (p) => p.Column || '—' },
  { key: 'Error', title: '原因', render: (p) => p.Error },
];

async function download(format: 'csv' | 'xlsx') {
  try {
    const { data: blob } = await callResponse('GET /api/Operator/products/export', {
      query: { format },
      responseType: 'blob',
    });
    const name = `商品-${new Date().toISOString().slice(0, 10)}.${format}`;
    saveBlob(blob, name);
    showMessage('success', `已导出 ${name}`);
  } catch (e) {
    announceFailure(e, '导出失败，请稍后重试');
  }
}

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);

  const choose = (f: File | null) => {
    setResult(null);
    setFile(null);
    setFileError('');
    if (!f) return;
    const lower = f.name.toLowerCase();
    if (!lower.endsWith('.csv') && !lower.endsWith('.xlsx')) setFileError('请选择 .csv 或 .xlsx 文件');
    else if (f.size > MAX_BYTES) setFileError('文件不能超过 2 MB，请拆分后导入');
    else setFile(f);
  };

  const send = async (dryRun: boolean) => {
    if (!file) {
      setFileError('请选择要导入的文件');
      return;
    }
    setBusy(dryRun ? 'preview' : 'import');
    try {
      const r = await api<ImportResult>(`/api/Operator/products/import${dryRun ? '?dryRun=true' : ''}`, {
        method: 'POST',
        body: file,
        headers: {
          'Content-Type': file.name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : 'text/csv',
          'X-File-Name': encodeURIComponent(file.name),
        },
      });
      setResult(r);
      if (r.Written) {
        showMessage('success', `已导入 ${r.Rows} 行：新建 ${r.Created}，更新 ${r.Updated}`);
        refresh('/api/Operator/');
      }
    } catch (e) {
      announceFailure(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="批量导入 / 导出商品"
      width={720}
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          <Button loading={busy === 'preview'} disabled={busy !== null} onClick={() => void send(true)}>
            预览
          </Button>
          <Button
            variant="primary"
            loading={busy === 'import'}
            disabled={busy !== null}
            onClick={() => void send(false)}
          >
            导入
          </Button>
        </>
      }
    >
      <Actions style={{ marginBottom: 16 }}>
        <Button size="sm" onClick={() => void download('xlsx')}>
          导出 XLSX
        </Button>
        <Button size="sm" onClick={() => void download('csv')}>
          导出 CSV
        </Button>
        <Muted>导出的文件可修改后导回；编号留空表示新商品。</Muted>
      </Actions>
      <FormField label="导入文件（CSV 或 XLSX，不超过 2 MB、2000 行）" error={fileError}>
        <input
          type="file"
          accept=".csv,.xlsx,text/csv"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          data-testid="import-file"
        />
      </FormField>
      {result ? (
        result.Problems.length ? (
          <div role="alert">
            <p>
              共 {result.Rows} 行，发现 {result.Problems.length} 处错误，<strong>未写入任何数据</strong>
              。请修改后重新导入：
            </p>
            <Table
              caption="导入错误"
              columns={problemColumns}
              data={result.Problems}
              rowKey={(p) => `${p.Row}-${p.Column}-${p.Error}`}
              minWidth={480}
            />
          </div>
        ) : (
          <p role="status">
            {result.Written ? '已导入' : '预览通过，可以导入'}：共 {result.Rows} 行，新建 {result.Created}，更新{' '}
            {result.Updated}。
          </p>
        )
      ) : null}
    </Dialog>
  );
}
