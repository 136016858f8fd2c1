/** The columns of an operator content list, made from its fields: Id, picture, name, references, choices, switches, order. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentItem } from '../../contract/operator-content';
import { headingWidth, type TableColumn } from '../../ui/table';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';
import { Muted, Wrap } from './common';
import type { OperatorCrudProps } from './crud-fields';

const Thumb = styled.img`
  width: 64px;
  height: 40px;
  object-fit: contain;
  background: ${vars.bgSubtle};
  border-radius: 4px;
  display: block;
`;

/** The name field of a reference (BrandId → BrandName). */
const nameKey = (key: string) => key.replace(/Id$/, 'Name');
/** The list's columns from the fields: Id, picture, name, references, choices, switches, order. */
export function columnsOf(
  props: OperatorCrudProps,
  media: (u: string) => string,
  actions: (row: ContentItem) => ReactNode,
) {
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
