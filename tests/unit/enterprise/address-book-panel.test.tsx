/**
 * The screen every company book shares (src/features/enterprise/AddressBookPanel.tsx), as the 发票抬头 page shows
 * it: the list with the default marked, 设为默认 only on the others (a PUT, then the list again), 删除 asked first.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $messages } from '../../../src/core/messages';
import { invalidateKeys } from '../../../src/core/query';
import { $session } from '../../../src/core/session';
import InvoiceTitleScreen from '../../../src/features/enterprise/invoice/InvoiceTitleScreen';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();

const title = (Id: number, Name: string, IsDefault: boolean) => ({
  Id,
  Type: 1,
  Name,
  TaxNumber: '91310115MA1K4EXK0F',
  RegisteredAddress: '',
  RegisteredPhone: '',
  BankName: '',
  BankAccount: '',
  IsDefault,
});

let book = [title(1, '华东机电有限公司', true), title(2, '华东机电上海分公司', false)];

beforeEach(() => {
  book = [title(1, '华东机电有限公司', true), title(2, '华东机电上海分公司', false)];
  invalidateKeys(() => true);
  $messages.set([]);
  $session.set({
    token: 't',
    user: {
      Id: 1,
      Email: 'a@b.cn',
      Name: '管理员',
      Mobile: '',
      CompanyId: 1,
      Regions: [1],
      UserRoleNames: ['管理员'],
      IsRegistEntity: true,
    },
    company: null,
  } as never);
  server.use(
    http.get('/api/Invoices/titles', () => HttpResponse.json(book)),
    http.put('/api/Invoices/titles/:id', async ({ params }) => {
      book = book.map((t) => ({ ...t, IsDefault: t.Id === Number(params.id) }));
      return HttpResponse.json(book.find((t) => t.Id === Number(params.id)));
    }),
  );
});
afterEach(cleanup);

describe('a company book screen', () => {
  it('marks the default and offers 设为默认 only on the others; setting one saves it and shows the new list', async () => {
    render(<InvoiceTitleScreen params={{}} query={new URLSearchParams()} />);
    const table = await screen.findByRole('table', { name: '发票抬头列表' });
    await within(table).findByText('华东机电上海分公司');
    expect(within(table).queryByRole('button', { name: '将 华东机电有限公司 设为默认' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: '将 华东机电上海分公司 设为默认' }));
    await waitFor(() => expect($messages.get().map((m) => m.text)).toContain('已将“华东机电上海分公司”设为默认抬头'));
    expect(requestsTo('/api/Invoices/titles/2').map((r) => r.method)).toEqual(['PUT']);
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: '将 华东机电上海分公司 设为默认' })).toBeNull(),
    );
    expect(within(table).getByRole('button', { name: '将 华东机电有限公司 设为默认' })).toBeTruthy();
  });

  it('asks before deleting and deletes nothing when the question is cancelled', async () => {
    render(<InvoiceTitleScreen params={{}} query={new URLSearchParams()} />);
    const table = await screen.findByRole('table', { name: '发票抬头列表' });
    await userEvent.click(await within(table).findByRole('button', { name: '删除 华东机电上海分公司' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定删除发票抬头“华东机电上海分公司”吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo('/api/Invoices/titles/2')).toEqual([]);
  });
});
