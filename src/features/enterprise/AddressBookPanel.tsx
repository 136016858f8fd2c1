/**
 * The screen of a company book with one default (发票抬头, 收票地址, 收货地址; the server's rules are in
 * server/services/address-book.ts): the list with its loading / error / empty states, 新增, and on each row 编辑,
 * 设为默认 (not on the default) and 删除 (asked first). Each book gives its columns, its words and its dialog.
 */
import { type ReactNode, useState } from 'react';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/dialog';
import type { TableColumn } from '../../ui/table';
import { showFailure } from '../shared/forms';
import { refresh, useApiQuery } from '../shared/use-api-query';
import { confirmDelete } from './confirm-delete';
import { ListPanel, RowActions } from './ListPanel';

export interface BookEntry {
  Id: number;
  IsDefault: boolean;
}

export interface AddressBookPanelProps<T extends BookEntry> {
  /** The book's list URL (GET; DELETE `${url}/${id}`). */
  url: string;
  /** The heading's id and text, the table's caption, the 新增 button's text, the empty list's text. */
  words: { id: string; title: string; caption: string; add: string; empty: string };
  columns: TableColumn<T>[];
  minWidth: number;
  /** The accessible name of a row action: `${verb}` is 编辑, 设为默认 or 删除. */
  actionName: (verb: '编辑' | '设为默认' | '删除', entry: T) => string;
  /** The delete question and its confirmation. */
  deletion: (entry: T) => { title: string; content: string; done: string };
  /** Saves `entry` as the default (PUT with IsDefault) and answers what to say. */
  makeDefault: (entry: T) => Promise<string>;
  /** The add (null) or edit dialog; `book` is the list as shown. */
  dialog: (entry: T | null, close: () => void, book: T[]) => ReactNode;
}

export function AddressBookPanel<T extends BookEntry>({
  url,
  words,
  columns,
  minWidth,
  actionName,
  deletion,
  makeDefault,
  dialog,
}: AddressBookPanelProps<T>) {
  const { data, error, loading, retry } = useApiQuery<T[]>(url);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const setDefault = async (entry: T) => {
    try {
      showMessage('success', await makeDefault(entry));
      refresh(url);
    } catch (e) {
      showFailure(e);
    }
  };
  const remove = (entry: T) => confirmDelete(confirm, { ...deletion(entry), url: `${url}/${entry.Id}`, prefix: url });

  const withActions: TableColumn<T>[] = [
    ...columns,
    {
      key: 'actions',
      width: 182,
      title: '操作',
      nowrap: true,
      render: (entry) => (
        <RowActions
          actions={[
            { label: '编辑', name: actionName('编辑', entry), onClick: () => setEditing(entry) },
            !entry.IsDefault && {
              label: '设为默认',
              name: actionName('设为默认', entry),
              onClick: () => void setDefault(entry),
            },
            { label: '删除', name: actionName('删除', entry), onClick: () => void remove(entry) },
          ]}
        />
      ),
    },
  ];
  const add = (size?: 'sm') => (
    <Button variant="primary" {...(size ? { size } : {})} onClick={() => setEditing('new')}>
      {words.add}
    </Button>
  );

  return (
    <ListPanel
      id={words.id}
      title={words.title}
      action={add()}
      table={{
        caption: words.caption,
        columns: withActions,
        data: data ?? [],
        rowKey: 'Id',
        loading,
        error,
        onRetry: retry,
        emptyText: words.empty,
        emptyAction: add('sm'),
        minWidth,
      }}
      after={
        <>
          {editing !== null ? dialog(editing === 'new' ? null : editing, () => setEditing(null), data ?? []) : null}
          {confirmElement}
        </>
      }
    />
  );
}
