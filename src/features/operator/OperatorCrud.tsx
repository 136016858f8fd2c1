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
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import type { CatalogueOptions } from '../../contract/operator-catalogue';
import type { ContentItem, ContentPage } from '../../contract/operator-content';
import {
  type ContentField,
  type ContentRef,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
} from '../../contract/operator-content-fields';
import { linkProblem } from '../../contract/storefront-links';
import { ApiError, api } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { Dialog, useConfirm } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { headingWidth, Table, type TableColumn } from '../../ui/table';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { useApiQuery } from '../shared/use-api-query';
import {
  Actions,
  DialogFooter,
  FormGrid,
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
import { ImageUpload } from './ImageUpload';
import { LinkField } from './LinkField';
import { type SpecDraft, SpecsEditor } from './SpecsEditor';

const OPTIONS_URL = '/api/Operator/catalogue/options';

export interface OperatorCrudProps {
  /** The page heading, e.g. 品牌管理. */
  title: string;
  /** What one row is, e.g. 品牌. */
  label: string;
  /** The list / create URL; a row is `${baseUrl}/${Id}`. */
  baseUrl: string;
  fields: readonly ContentField[];
  /** The field naming a row. */
  titleKey: string;
}

const Thumb = styled.img`
  width: 64px;
  height: 40px;
  object-fit: contain;
  background: ${vars.bgSubtle};
  border-radius: 4px;
  display: block;
`;

const Wide = styled.div`
  margin-bottom: 12px;
`;

/** The name field of a reference (BrandId → BrandName). */
const nameKey = (key: string) => key.replace(/Id$/, 'Name');

/** The list's columns from the fields: Id, picture, name, references, choices, switches, order. */
function columnsOf(props: OperatorCrudProps, media: (u: string) => string, actions: (row: ContentItem) => ReactNode) {
  const image = props.fields.find((f) => f.type === 'image');
  const shown = props.fields.filter(
    (f) => f.key !== props.titleKey && ['ref', 'choice', 'bool', 'int'].includes(f.type),
  );
  // Every column but the name has a width (ui/table.tsx), at least its one-line heading's.
  const fitTitle = (title: string, width: number) => Math.max(width, headingWidth(title));
  const columns: TableColumn<ContentItem>[] = [
    {
      key: 'Id',
      title: '编号',
      width: 104,
      nowrap: true,
      render: (r) => (typeof r.Id === 'string' ? r.Id.slice(0, 8) : r.Id),
    },
  ];
  if (image)
    columns.push({
      key: image.key,
      title: image.label,
      width: fitTitle(image.label, 96),
      render: (r) => (r[image.key] ? <Thumb src={media(String(r[image.key]))} alt="" /> : <Muted>无</Muted>),
    });
  columns.push({
    key: props.titleKey,
    title: props.label,
    render: (r) => <Wrap>{String(r[props.titleKey] ?? '')}</Wrap>,
  });
  for (const f of shown) {
    const title = f.label.replace(/（.*）$/, '');
    columns.push({
      key: f.key,
      title,
      width: fitTitle(title, f.type === 'ref' ? 140 : f.type === 'choice' ? 120 : 72),
      // A referenced name wraps (its length is the operators'); the rest are short values.
      nowrap: f.type !== 'ref',
      align: f.type === 'int' ? 'right' : undefined,
      render: (r) => {
        const v = r[f.key];
        if (f.type === 'ref') return (r[nameKey(f.key)] as string | null) ?? <Muted>无</Muted>;
        if (f.type === 'bool') return <Tag color={v ? 'success' : 'default'}>{v ? '是' : '否'}</Tag>;
        if (f.type === 'choice') return f.options.find((o) => o.value === v)?.label ?? String(v);
        return String(v);
      },
    });
  }
  columns.push({ key: 'actions', title: '操作', width: 112, nowrap: true, render: actions });
  return columns;
}

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

type Draft = Record<string, string | boolean | SpecDraft[]>;

function draftOf(fields: readonly ContentField[], row: ContentItem | null): Draft {
  const d: Draft = {};
  for (const f of fields) {
    const v = row?.[f.key];
    if (f.type === 'bool') d[f.key] = row ? v === true : f.default;
    else if (f.type === 'int') d[f.key] = String(row ? v : f.default);
    else if (f.type === 'products') d[f.key] = ((v as number[] | undefined) ?? []).join(', ');
    else if (f.type === 'choice') d[f.key] = row ? String(v) : f.options[0]!.value;
    else if (f.type === 'specs') d[f.key] = ((v as SpecDraft[] | undefined) ?? []).map((x) => ({ ...x }));
    else d[f.key] = v == null ? '' : String(v);
  }
  return d;
}

/** The body from the typed draft, or the first field's complaint (kept to what the form can know alone). */
function bodyOf(
  fields: readonly ContentField[],
  d: Draft,
): { body: Record<string, unknown>; errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = d[f.key]!;
    if (f.type === 'bool') body[f.key] = v === true;
    else if (f.type === 'int') {
      const text = String(v).trim();
      if (!/^-?\d{1,9}$/.test(text)) errors[f.key] = '请输入整数';
      else body[f.key] = Number(text);
    } else if (f.type === 'ref') body[f.key] = v === '' ? null : Number(v);
    else if (f.type === 'products') {
      const parts = String(v)
        .split(/[,，、\s]+/)
        .filter(Boolean);
      if (parts.some((p) => !/^\d{1,9}$/.test(p))) errors[f.key] = '请填写商品编号（正整数），用逗号分隔';
      else body[f.key] = parts.map(Number);
    } else if (f.type === 'specs') {
      // Rows left wholly blank are dropped; a half-filled row is named (the server says the same).
      const rows = (v as SpecDraft[]).filter((x) => x.Name.trim() || x.Value.trim());
      const bad = rows.findIndex((x) => !x.Name.trim() || !x.Value.trim());
      if (bad >= 0)
        errors[f.key] = rows[bad]!.Name.trim()
          ? `规格“${rows[bad]!.Name.trim()}”请填写内容`
          : `第 ${bad + 1} 项规格请填写名称`;
      else if (rows.length > f.max) errors[f.key] = `${f.label}最多 ${f.max} 项`;
      else body[f.key] = rows;
    } else {
      const text = String(v);
      if ('required' in f && f.required && !text.trim())
        errors[f.key] = f.type === 'image' ? `请上传${f.label}` : `请填写${f.label}`;
      else if (f.type === 'link' && linkProblem(text, f.label)) errors[f.key] = linkProblem(text, f.label)!;
      body[f.key] = text;
    }
  }
  return { body, errors };
}

/** Reference choices: categories as their path in the tree (办公用品 / 打印耗材), never a row under itself. */
function refChoices(options: CatalogueOptions | undefined, ref: ContentRef, self: ContentItem | null) {
  if (!options) return [];
  if (ref === 'brands') return options.Brands.map((x) => ({ value: String(x.Id), label: x.Name }));
  if (ref === 'suppliers') return options.Suppliers.map((x) => ({ value: String(x.Id), label: x.Name }));
  const byId = new Map(options.Categories.map((c) => [c.Id, c]));
  const path = (id: number) => {
    const names: string[] = [];
    for (let c = byId.get(id); c && names.length < 10; c = c.ParentId == null ? undefined : byId.get(c.ParentId))
      names.unshift(c.Name);
    return names.join(' / ');
  };
  return options.Categories.filter((c) => self === null || c.Id !== self.Id).map((c) => ({
    value: String(c.Id),
    label: path(c.Id),
  }));
}

export function CrudDialog({
  label,
  baseUrl,
  fields,
  titleKey,
  row,
  onClose,
}: OperatorCrudProps & { row: ContentItem | null; onClose: () => void }) {
  // References choose from the options; a link suggests their pages (categories, brands).
  const needsOptions = fields.some((f) => f.type === 'ref' || f.type === 'link');
  const options = useApiQuery<CatalogueOptions>(needsOptions ? OPTIONS_URL : null);
  const [d, setD] = useState<Draft>(() => draftOf(fields, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: string, value: Draft[string]) => setD((x) => ({ ...x, [key]: value }));

  const submit = async () => {
    const { body, errors: found } = bodyOf(fields, d);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await api<ContentItem>(row ? `${baseUrl}/${encodeURIComponent(String(row.Id))}` : baseUrl, {
        method: row ? 'PUT' : 'POST',
        body: row ? { ...body, Version: row.Version } : body,
      });
      showMessage('success', row ? `已保存${label}「${saved[titleKey]}」` : `已新建${label}「${saved[titleKey]}」`);
      refresh(baseUrl);
      refresh(OPTIONS_URL);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.field) setErrors({ [e.field]: e.takeMessage() });
      else showWriteFailure(e);
      if (e instanceof ApiError && e.status === 409) refresh(baseUrl);
    } finally {
      setSaving(false);
    }
  };

  const fieldOf = (f: ContentField) => {
    const value = d[f.key]!;
    const error = errors[f.key];
    switch (f.type) {
      case 'bool':
        return (
          <Wide key={f.key}>
            <Checkbox checked={value === true} onChange={(e) => set(f.key, e.target.checked)}>
              {f.label}
            </Checkbox>
          </Wide>
        );
      case 'image':
        return (
          <Wide key={f.key}>
            <ImageUpload
              label={f.label}
              kind={f.kind}
              value={String(value)}
              required={f.required}
              error={error}
              onChange={(url) => set(f.key, url)}
            />
          </Wide>
        );
      case 'text':
        if (f.multiline)
          return (
            <Wide key={f.key}>
              <FormField label={f.label} required={f.required} error={error}>
                <Textarea
                  value={String(value)}
                  rows={f.max > 1000 ? 6 : 3}
                  maxLength={f.max}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              </FormField>
            </Wide>
          );
        return (
          <FormField key={f.key} label={f.label} required={f.required} error={error}>
            <Input value={String(value)} maxLength={f.max} onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        );
      case 'link':
        return (
          <LinkField
            key={f.key}
            label={f.label}
            required={f.required}
            value={String(value)}
            error={error}
            options={options.data}
            onChange={(url) => set(f.key, url)}
          />
        );
      case 'int':
        return (
          <FormField key={f.key} label={f.label} required error={error}>
            <Input value={String(value)} inputMode="numeric" onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        );
      case 'choice':
        return (
          <FormField key={f.key} label={f.label} required error={error}>
            <Select value={String(value)} options={f.options} onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        );
      case 'ref':
        return (
          <FormField key={f.key} label={f.label} required={f.required} error={error}>
            <Select
              value={String(value)}
              placeholder={f.required ? true : '无'}
              options={refChoices(options.data, f.ref, f.ref === 'categories' && f.key === 'ParentId' ? row : null)}
              onChange={(e) => set(f.key, e.target.value)}
            />
          </FormField>
        );
      case 'specs':
        return (
          <Wide key={f.key}>
            <SpecsEditor
              label={f.label}
              rows={value as SpecDraft[]}
              onChange={(rows) => set(f.key, rows)}
              error={error}
              max={f.max}
              nameMax={SPEC_NAME_MAX}
              valueMax={SPEC_VALUE_MAX}
            />
          </Wide>
        );
      case 'products':
        return (
          <Wide key={f.key}>
            <FormField label={f.label} error={error}>
              <Input value={String(value)} placeholder="如 12, 35, 108" onChange={(e) => set(f.key, e.target.value)} />
            </FormField>
          </Wide>
        );
    }
  };

  const short = fields.filter(
    (f) => ['text', 'link', 'int', 'choice', 'ref'].includes(f.type) && !('multiline' in f && f.multiline),
  );
  const wide = fields.filter((f) => !short.includes(f));
  return (
    <Dialog
      open
      onClose={onClose}
      title={row ? `编辑${label}：${row[titleKey]}` : `新建${label}`}
      width={720}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      {options.error ? <Muted role="alert">{opErrorText(options.error)}</Muted> : null}
      <form
        aria-label={row ? `编辑${label}` : `新建${label}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormGrid>{short.map(fieldOf)}</FormGrid>
        {wide.map(fieldOf)}
        {errors.Version ? <Muted role="alert">{errors.Version}</Muted> : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
