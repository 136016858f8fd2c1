/**
 * The frame of every company address-book dialog (收货地址, 收票地址, 发票抬头): the title 新增… / 编辑…, the
 * form, 取消 / 保存, and one way to save: `save` writes the entry, a success message says so, every cached list
 * of the book is refetched and the saved entry handed back. A refusal that names one of `fields` marks that
 * field and keeps the input; any other is shown once.
 */
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showMessage } from '../../core/messages';
import { Dialog } from '../../ui/dialog';
import { DialogFooter, markServerField, showFailure } from './forms';

export interface BookEntryDialogProps<V extends FieldValues, Saved> {
  /** What one entry of the book is called: 收货地址, 收票地址, 发票抬头. */
  noun: string;
  /** A saved entry is edited (else a new one is added). */
  editing: boolean;
  form: UseFormReturn<V>;
  /** The fields a server refusal may name. */
  fields: readonly string[];
  /** Writes the entry; answers it as saved. */
  save: (values: V) => Promise<Saved>;
  /** Refetches every cached list of the book. */
  refresh: () => void;
  onSaved?: (saved: Saved) => void;
  onClose: () => void;
  children: ReactNode;
}

export function BookEntryDialog<V extends FieldValues, Saved>({
  noun,
  editing,
  form,
  fields,
  save,
  refresh,
  onSaved,
  onClose,
  children,
}: BookEntryDialogProps<V, Saved>) {
  const title = `${editing ? '编辑' : '新增'}${noun}`;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      showMessage('success', `${noun}已${editing ? '保存' : '新增'}`);
      refresh();
      onSaved?.(saved);
      onClose();
    } catch (e) {
      if (!markServerField(e, form.setError, fields)) showFailure(e);
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={640}
      footer={<DialogFooter saving={form.formState.isSubmitting} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        {children}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
