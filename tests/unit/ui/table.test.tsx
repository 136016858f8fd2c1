import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from '../../../src/ui';

afterEach(cleanup);

interface Row {
  Id: number;
  Name: string;
  Amount: string;
}
const columns: TableColumn<Row>[] = [
  { key: 'Name', title: '商品' },
  { key: 'Amount', title: '金额', sortable: true, align: 'right', render: (r) => `¥${r.Amount}` },
];
const rows: Row[] = [
  { Id: 1, Name: '交换机', Amount: '100.00' },
  { Id: 2, Name: '路由器', Amount: '200.00' },
];

describe('Table', () => {
  it('renders rows with a caption and header cells', () => {
    render(<Table columns={columns} data={rows} rowKey="Id" caption="订单明细" />);
    const table = screen.getByRole('table', { name: '订单明细' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['商品', '金额']);
    expect(within(table).getByText('¥200.00')).toBeTruthy();
    expect(table.getAttribute('aria-busy')).toBeNull();
  });

  it('loading without rows shows skeleton rows and is busy', () => {
    render(<Table columns={columns} data={[]} rowKey="Id" caption="订单明细" loading skeletonRows={4} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('tbody tr[data-skeleton]').length).toBe(4);
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('no rows shows the empty state with its action', () => {
    render(
      <Table
        columns={columns}
        data={[]}
        rowKey="Id"
        caption="订单明细"
        emptyText="暂无订单"
        emptyAction={<button type="button">去逛逛</button>}
      />,
    );
    expect(screen.getByText('暂无订单')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeTruthy();
  });

  it('error replaces the rows and 重试 calls onRetry', async () => {
    const onRetry = vi.fn();
    render(
      <Table columns={columns} data={rows} rowKey="Id" caption="订单明细" error="服务访问错误" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('服务访问错误');
    expect(screen.queryByText('交换机')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('sortable headers expose aria-sort and cycle asc → desc → none', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <Table columns={columns} data={rows} rowKey="Id" caption="订单明细" sort={null} onSortChange={onSortChange} />,
    );
    const header = () => screen.getByRole('columnheader', { name: /金额/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: '商品' }).hasAttribute('aria-sort')).toBe(false);
    await userEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'Amount', order: 'asc' });
    rerender(
      <Table
        columns={columns}
        data={rows}
        rowKey="Id"
        caption="订单明细"
        sort={{ key: 'Amount', order: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'Amount', order: 'desc' });
    rerender(
      <Table
        columns={columns}
        data={rows}
        rowKey="Id"
        caption="订单明细"
        sort={{ key: 'Amount', order: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('the scroll container is a focusable named region (keyboard scrolling on narrow screens)', () => {
    render(<Table columns={columns} data={rows} rowKey="Id" caption="订单明细" />);
    const region = screen.getByRole('region', { name: '订单明细' });
    expect(region.tabIndex).toBe(0);
  });
});
