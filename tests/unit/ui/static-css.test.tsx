/**
 * Buttons and fields have static CSS: their variant, size, width and error or disabled state are attributes matched
 * in one compiled block, so a new variant or a field turning invalid adds no CSS to the widget's sheet (and the block
 * can be compiled ahead of the first render: elements/style-warmup.ts compiles only static components).
 */
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, IconButton, Input, Price, QuantityStepper, Select, Tabs, Tag, Textarea } from '../../../src/ui';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const cssIn = (target: HTMLElement) => [...target.querySelectorAll('style')].map((s) => s.textContent).join('');

/** Renders into a sheet of its own; `again` renders other children into the same sheet. */
function renderInSheet(children: ReactNode) {
  const target = document.createElement('div');
  document.body.append(target);
  const rendered = render(<StyleSheetManager target={target}>{children}</StyleSheetManager>);
  return {
    target,
    container: rendered.container,
    again: (next: ReactNode) => rendered.rerender(<StyleSheetManager target={target}>{next}</StyleSheetManager>),
  };
}

describe('static CSS of the controls', () => {
  it('buttons of every variant, size and width share one class, and a new variant adds no CSS', () => {
    const { target, container, again } = renderInSheet(<Button>保存</Button>);
    const css = cssIn(target);
    // The one block holds every variant's look.
    expect(css).toContain(`[data-variant='danger']`);
    again(
      <>
        <Button>保存</Button>
        <Button variant="primary" size="sm" block>
          提交订单
        </Button>
        <Button variant="danger" href="/enterprise/users">
          删除
        </Button>
        <Button variant="text">取消</Button>
      </>,
    );
    expect(cssIn(target)).toBe(css);
    const buttons = [...container.querySelectorAll('button, a')];
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(buttons.map((b) => [b.getAttribute('data-variant'), b.getAttribute('data-size')])).toEqual([
      ['default', 'lg'],
      ['primary', 'sm'],
      ['danger', 'lg'],
      ['text', 'lg'],
    ]);
    expect(buttons[1]?.hasAttribute('data-block')).toBe(true);
    expect(buttons[0]?.hasAttribute('data-block')).toBe(false);
  });

  it('an icon button keeps its own square size over the button it extends', () => {
    const { target } = renderInSheet(
      <IconButton label="关闭" size="sm">
        ×
      </IconButton>,
    );
    // Its rules come after the button's, with the same specificity: `padding: 0` and the width win.
    const css = cssIn(target);
    expect(css).toContain(`[data-size='sm']`);
    expect(css.lastIndexOf('padding:0;')).toBeGreaterThan(css.indexOf(`[data-size='sm']`));
  });

  it('fields turning invalid or disabled keep their CSS and show the state by attribute', () => {
    const fields = (state: { invalid?: boolean; disabled?: boolean }) => (
      <>
        <Input aria-label="客户名称" {...state} />
        <Select aria-label="省份" options={[{ value: 'fj', label: '福建' }]} size="sm" {...state} />
        <Textarea aria-label="备注" maxLength={200} {...state} />
      </>
    );
    const { target, container, again } = renderInSheet(fields({}));
    const css = cssIn(target);
    const input = container.querySelector('input')!;
    const select = container.querySelector('select')!;
    const textarea = container.querySelector('textarea')!;
    expect(input.parentElement?.hasAttribute('data-invalid')).toBe(false);

    again(fields({ invalid: true }));
    expect(cssIn(target)).toBe(css);
    expect(input.parentElement?.hasAttribute('data-invalid')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(select.hasAttribute('data-invalid')).toBe(true);
    expect(textarea.hasAttribute('data-invalid')).toBe(true);

    again(fields({ disabled: true }));
    expect(cssIn(target)).toBe(css);
    expect(input.parentElement?.hasAttribute('data-disabled')).toBe(true);
    expect(input.parentElement?.hasAttribute('data-invalid')).toBe(false);
    expect(select.hasAttribute('data-disabled')).toBe(true);
  });

  it('a stepper of either size or disabled, and tabs of either look, add no CSS', () => {
    const items = [
      { key: 'online', label: '在线商品' },
      { key: 'consultation', label: '询价商品' },
    ];
    const { target, container, again } = renderInSheet(
      <>
        <QuantityStepper value={2} onChange={() => {}} size="lg" />
        <Tabs label="目录" items={items} />
      </>,
    );
    const css = cssIn(target);
    again(
      <>
        <QuantityStepper value={2} onChange={() => {}} size="lg" />
        <QuantityStepper value={5} onChange={() => {}} disabled />
        <Tabs label="目录" items={items} />
        <Tabs label="卡片" items={items} variant="card" />
      </>,
    );
    expect(cssIn(target)).toBe(css);
    const steppers = container.querySelectorAll('input[role="spinbutton"]');
    expect(steppers[1]?.parentElement?.getAttribute('data-size')).toBe('sm');
    expect(steppers[1]?.parentElement?.hasAttribute('data-disabled')).toBe(true);
    expect([...container.querySelectorAll('[role="tablist"]')].map((l) => l.getAttribute('data-variant'))).toEqual([
      'line',
      'card',
    ]);
  });

  it('prices of every size and tone, and tags of every colour, add no CSS', () => {
    // The first render holds each part once: the smaller sign and cents of a large price, 询价 for no price.
    const { target, container, again } = renderInSheet(
      <>
        <Price value="1280.5" size="lg" />
        <Price value={null} />
        <Tag>已取消</Tag>
      </>,
    );
    const css = cssIn(target);
    again(
      <>
        <Price value="1280.5" size="lg" />
        <Price value={null} />
        <Price value="128.5" size="sm" tone="text" />
        <Price value={null} size="lg" />
        <Tag>已取消</Tag>
        <Tag color="success">已完成</Tag>
        <Tag color="processing">处理中</Tag>
        <Tag color="warning" outline>
          待付款
        </Tag>
      </>,
    );
    expect(cssIn(target)).toBe(css);
    expect([...container.querySelectorAll('[data-tone]')].map((p) => p.getAttribute('data-size'))).toEqual([
      'lg',
      'md',
      'sm',
      'lg',
    ]);
    expect(container.querySelector('[data-color="warning"]')?.hasAttribute('data-outline')).toBe(true);
  });
});
