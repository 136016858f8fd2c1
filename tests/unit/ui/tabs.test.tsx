import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/ui';

afterEach(cleanup);

const items = [
  { key: 'online', label: '在线购买', content: <p>在线列表</p> },
  { key: 'consult', label: '询价商品', content: <p>询价列表</p> },
  { key: 'off', label: '已下架', disabled: true, content: <p>下架</p> },
  { key: 'brand', label: '品牌', content: <p>品牌列表</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('only the selected tab is in the Tab order and its panel is shown', () => {
    render(<Tabs items={items} label="商品" />);
    expect(tab('在线购买').getAttribute('aria-selected')).toBe('true');
    expect(tab('在线购买').tabIndex).toBe(0);
    expect(tab('询价商品').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('在线列表');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('在线购买').id);
  });

  it('arrow keys move focus and selection, skipping disabled tabs and wrapping', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} label="商品" onChange={onChange} />);
    tab('在线购买').focus();
    fireEvent.keyDown(tab('在线购买'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('询价商品'));
    expect(tab('询价商品').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('询价商品'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('品牌')); // 已下架 skipped
    fireEvent.keyDown(tab('品牌'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('在线购买')); // wraps
    fireEvent.keyDown(tab('在线购买'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('品牌'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['consult', 'brand', 'online', 'brand']);
    expect(screen.getByRole('tabpanel').textContent).toBe('品牌列表');
  });

  it('Home and End jump to the first and last enabled tab', () => {
    render(<Tabs items={items} label="商品" defaultActiveKey="consult" />);
    fireEvent.keyDown(tab('询价商品'), { key: 'End' });
    expect(tab('品牌').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('品牌'), { key: 'Home' });
    expect(tab('在线购买').getAttribute('aria-selected')).toBe('true');
  });

  it('controlled: follows activeKey, reports clicks', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Tabs items={items} label="商品" activeKey="online" onChange={onChange} />);
    await userEvent.click(tab('询价商品'));
    expect(onChange).toHaveBeenCalledWith('consult');
    expect(tab('在线购买').getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs items={items} label="商品" activeKey="consult" onChange={onChange} />);
    expect(tab('询价商品').getAttribute('aria-selected')).toBe('true');
  });
});
