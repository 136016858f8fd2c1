/**
 * The console's specs editor (商品管理's product dialog and the 黄页 content form): rows edited in place by
 * position, 删除 removes that row only, 添加规格 appends an empty row and hides at the limit, the server's
 * length limits reach the inputs, and a refusal of the list is announced.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type SpecDraft, SpecsEditor } from '../../../src/features/operator/SpecsEditor';

afterEach(cleanup);

let latest: SpecDraft[] = [];

function Harness({ initial, max }: { initial: SpecDraft[]; max?: number }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return (
    <SpecsEditor
      label="规格参数"
      rows={rows}
      onChange={setRows}
      max={max}
      nameMax={32}
      valueMax={200}
      error={rows.length > 2 ? '最多 2 项' : undefined}
    />
  );
}

describe('SpecsEditor', () => {
  it('edits, removes and appends rows by position', async () => {
    render(
      <Harness
        initial={[
          { Name: '材质', Value: '304' },
          { Name: '长度', Value: '150mm' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: '规格参数' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('第 2 项规格内容'), { target: { value: '200mm' } });
    expect(latest).toEqual([
      { Name: '材质', Value: '304' },
      { Name: '长度', Value: '200mm' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '删除第 1 项规格' }));
    expect(latest).toEqual([{ Name: '长度', Value: '200mm' }]);
    expect((screen.getByLabelText('第 1 项规格名称') as HTMLInputElement).value).toBe('长度');
    await userEvent.click(screen.getByRole('button', { name: '添加规格' }));
    expect(latest).toEqual([
      { Name: '长度', Value: '200mm' },
      { Name: '', Value: '' },
    ]);
    expect((screen.getByLabelText('第 2 项规格名称') as HTMLInputElement).maxLength).toBe(32);
    expect((screen.getByLabelText('第 2 项规格内容') as HTMLInputElement).maxLength).toBe(200);
  });

  it('hides 添加规格 at the limit and shows the refusal of the list', async () => {
    render(<Harness initial={[{ Name: '材质', Value: '304' }]} max={3} />);
    await userEvent.click(screen.getByRole('button', { name: '添加规格' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '添加规格' }));
    expect(latest).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '添加规格' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('最多 2 项');
  });
});
