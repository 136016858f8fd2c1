import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from '../../../src/ui';

afterEach(cleanup);

function Harness({
  total,
  initial = 1,
  spy,
}: {
  total: number;
  initial?: number;
  spy?: (p: number, s: number) => void;
}) {
  const [page, setPage] = useState(initial);
  const [size, setSize] = useState(10);
  return (
    <Pagination
      page={page}
      pageSize={size}
      total={total}
      pageSizeOptions={[10, 20]}
      onChange={(p, s) => {
        spy?.(p, s);
        setPage(p);
        setSize(s);
      }}
    />
  );
}

const current = () =>
  screen.getByRole('navigation', { name: '分页' }).querySelector('[aria-current="page"]')?.textContent;

describe('pageItems', () => {
  it('shows first, last, a window around the current page and ellipses', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('shows the total and marks the current page', () => {
    render(<Harness total={200} />);
    expect(screen.getByText('共 200 条')).toBeTruthy();
    expect(current()).toBe('1');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('numbered buttons, next and previous change the page', async () => {
    const spy = vi.fn();
    render(<Harness total={200} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(current()).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(current()).toBe('4');
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(spy.mock.calls).toEqual([
      [3, 10],
      [4, 10],
      [3, 10],
    ]);
  });

  it('next is disabled on the last page', async () => {
    render(<Harness total={25} initial={3} />);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('jump box goes to the typed page on Enter, clamped to the page count', async () => {
    render(<Harness total={200} />);
    const box = screen.getByRole('textbox', { name: /跳至页码/ });
    await userEvent.type(box, '15{Enter}');
    expect(current()).toBe('15');
    await userEvent.type(box, '99{Enter}');
    expect(current()).toBe('20');
  });

  it('arrow keys on a page button move one page', () => {
    render(<Harness total={200} initial={5} />);
    const btn = screen.getByRole('button', { name: '第 5 页' });
    fireEvent.keyDown(btn, { key: 'ArrowRight' });
    expect(current()).toBe('6');
    fireEvent.keyDown(screen.getByRole('button', { name: '第 6 页' }), { key: 'ArrowLeft' });
    expect(current()).toBe('5');
  });

  it('changing the page size keeps the first visible row', async () => {
    const spy = vi.fn();
    render(<Harness total={200} initial={5} spy={spy} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(spy).toHaveBeenLastCalledWith(3, 20); // row 41 is on page 3 of 20
  });
});
