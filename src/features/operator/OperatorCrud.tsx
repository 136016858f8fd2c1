/**
 * The operator console's ONE list + edit-dialog screen, drawn from a list of fields (ContentField of
 * src/contract/operator-content.ts): a searchable, paged table (picture, name, references, switches, order),
 * 新建 / 编辑 in a dialog whose form is made from the fields (text, link, number, switch, choice, reference,
 * image upload, product ids), and 删除 after a confirmation. Used for brands, categories, suppliers, banners,
 * solutions, showcase entries and help articles; any resource with the same four routes can use it.
 *
 * Every save and delete carries the Version read with the row: when another operator saved meanwhile the
 * server answers 409, said here, and the list reloads. Rules and their Chinese messages are the server's; a
 * refusal marks its field and the dialog keeps everything typed.
 */
import { type FormEvent, useState } from 'react';
import type { ContentItem, ContentPage } from '../../contract/operator-content';
import { api } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { Table } from '../../ui/table';
import { useMediaUrl } from '../shared/media';
import { useApiQuery } from '../shared/use-api-query';
import { CrudDialog } from './CrudDialog';
import { Actions, HeaderRow, OP_PAGE_SIZE, opErrorText, Panel, refresh, showWriteFailure, Toolbar } from './common';
import { columnsOf } from './crud-columns';
import type { OperatorCrudProps } from './crud-fields';

export function OperatorCrudScreen(props: OperatorCrudProps) {
  const { title, label, baseUrl, titleKey } = props;
  const media = useMediaUrl();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const url = `${baseUrl}?${new URLSearchParams({
    page: String(page),
    pageSize: String(OP_PAGE_SIZE),
    ...(keyword ? { keyword } : {}),
  })}`;
  const { data, error, loading, retry } = useApiQuery<ContentPage>(url);
  const name = (row: ContentItem) => String(row[titleKey] ?? '');

  const remove = async (row: ContentItem) => {
    const ok = await confirm({
      title: `删除${label}`,
      content: `确定删除${label}「${name(row)}」吗？删除后店铺中将不再显示。`,
      confirmText: '删除',
      danger: true,
    });
    if (!ok) return;
    try {
      await api(`${baseUrl}/${encodeURIComponent(String(row.Id))}?version=${row.Version}`, { method: 'DELETE' });
      showMessage('success', `已删除${label}「${name(row)}」`);
    } catch (e) {
      showWriteFailure(e);
    } finally {
      refresh(baseUrl);
    }
  };

  const columns = columnsOf(props, media, (row) => (
    <Actions>
      <Button size="sm" variant="text" onClick={() => setEditing(row)} aria-label={`编辑：${name(row)}`}>
        编辑
      </Button>
      <Button size="sm" variant="text" onClick={() => void remove(row)} aria-label={`删除：${name(row)}`}>
        删除
      </Button>
    </Actions>
  ));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
    setPage(1);
  };
  const headingId = `op-crud-${baseUrl.split('/').pop()}`;

  return (
    <Panel aria-labelledby={headingId}>
      <HeaderRow>
        <h1 id={headingId}>{title}</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          新建{label}
        </Button>
      </HeaderRow>
      <Toolbar onSubmit={search} role="search" aria-label={`搜索${label}`}>
        <label>
          关键词
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={`${label}名称`}
            clearable
            onClear={() => setDraft('')}
          />
        </label>
        <Button type="submit">搜索</Button>
      </Toolbar>
      <Table
        caption={label}
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(r) => String(r.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={keyword ? `没有找到与“${keyword}”相关的${label}` : `还没有${label}，点击“新建${label}”添加`}
        minWidth={760}
      />
      {data && data.Total > 0 ? (
        <Pagination page={page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={setPage} />
      ) : null}
      {editing ? (
        <CrudDialog {...props} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {confirmDialog}
    </Panel>
  );
}
