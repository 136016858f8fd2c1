import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alert, Badge, Breadcrumb, Button, Carousel, Input, ToastOutlet } from '../../../src/ui';

afterEach(cleanup);

describe('Button', () => {
  it('a loading button ignores clicks and is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const btn = screen.getByRole('button', { name: '提交' });
    await userEvent.click(btn);
    expect(onClick).not.toHaveBeenCalled();
    expect(btn.getAttribute('aria-busy')).toBe('true');
  });

  it('renders a link with href; a disabled link has no href', () => {
    const { rerender } = render(<Button href="/cart">去结算</Button>);
    expect(screen.getByRole('link', { name: '去结算' }).getAttribute('href')).toBe('/cart');
    rerender(
      <Button href="/cart" disabled>
        去结算
      </Button>,
    );
    const link = screen.getByRole('link', { name: '去结算' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('Input', () => {
  it('clear button empties a controlled field through onChange and refocuses it', async () => {
    function Harness() {
      const [v, setV] = useState('交换机');
      return <Input aria-label="关键词" clearable value={v} onChange={(e) => setV(e.currentTarget.value)} />;
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '清除内容' }));
    const input = screen.getByRole('textbox', { name: '关键词' }) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
  });

  it('uncontrolled: the clear button appears after typing', async () => {
    const onClear = vi.fn();
    render(<Input aria-label="关键词" clearable onClear={onClear} />);
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox'), '路由器');
    await userEvent.click(screen.getByRole('button', { name: '清除内容' }));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('ToastOutlet', () => {
  it('is a polite live region; errors are alerts; × dismisses by id', async () => {
    const onDismiss = vi.fn();
    const { container } = render(
      <ToastOutlet
        messages={[
          { id: 1, type: 'success', text: '已加入购物车' },
          { id: 2, type: 'error', text: '服务访问错误' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('服务访问错误');
    expect(screen.getByRole('status').textContent).toContain('已加入购物车');
    await userEvent.click(screen.getAllByRole('button', { name: '关闭提示' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });
});

describe('Breadcrumb, Badge, Alert', () => {
  it('breadcrumb: nav 面包屑, last item is the current page, plain clicks go through onNavigate', async () => {
    const onNavigate = vi.fn();
    render(<Breadcrumb items={[{ label: '首页', href: '/home' }, { label: '购物车' }]} onNavigate={onNavigate} />);
    expect(screen.getByRole('navigation', { name: '面包屑' })).toBeTruthy();
    expect(screen.getByText('购物车').getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(onNavigate).toHaveBeenCalledWith('/home', expect.anything());
  });

  it('badge caps at 99+ and hides zero', () => {
    const { rerender, container } = render(<Badge count={150} />);
    expect(container.textContent).toBe('99+');
    rerender(<Badge count={0} />);
    expect(container.textContent).toBe('');
  });

  it('alert: error → alert role, others → status; close button', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Alert type="error">失败</Alert>);
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <Alert type="warning" onClose={onClose}>
        企业信息未完善
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toContain('企业信息未完善');
    await userEvent.click(screen.getByRole('button', { name: '关闭通知' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Carousel', () => {
  const slides = [
    { key: 'a', label: '采购节', content: <div>横幅一</div> },
    { key: 'b', label: '网络专区', content: <div>横幅二</div> },
    { key: 'c', label: '解决方案', content: <div>横幅三</div> },
  ];
  const currentDot = () => document.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-advances, pauses while hovered, and the pause button stops it', () => {
    render(<Carousel slides={slides} label="首页横幅" interval={1000} />);
    const region = screen.getByRole('region', { name: '首页横幅' });
    expect(region.getAttribute('aria-roledescription')).toBe('轮播');
    expect(currentDot()).toBe('第 1 张：采购节');
    act(() => vi.advanceTimersByTime(1000));
    expect(currentDot()).toBe('第 2 张：网络专区');
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toBe('第 2 张：网络专区');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(1000));
    expect(currentDot()).toBe('第 3 张：解决方案');
    fireEvent.click(screen.getByRole('button', { name: '暂停自动播放' }));
    fireEvent.blur(screen.getByRole('button', { name: '开始自动播放' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toBe('第 3 张：解决方案');
  });

  it('prev/next wrap around; hidden slides are aria-hidden', () => {
    render(<Carousel slides={slides} label="首页横幅" autoPlay={false} />);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(currentDot()).toBe('第 3 张：解决方案');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toBe('第 1 张：采购节');
    const groups = document.querySelectorAll('[aria-roledescription="幻灯片"]');
    expect(Array.from(groups).map((g) => g.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
  });

  it('does not auto-advance when the user prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      render(<Carousel slides={slides} label="首页横幅" interval={1000} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(currentDot()).toBe('第 1 张：采购节');
    } finally {
      window.matchMedia = original;
    }
  });
});
