import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps, snapQuantity } from '../../../src/ui';

afterEach(cleanup);

function Harness(
  props: Omit<QuantityStepperProps, 'value' | 'onChange'> & { initial: number; spy?: (n: number) => void },
) {
  const { initial, spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onChange={(n) => {
        spy?.(n);
        setValue(n);
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: '数量' }) as HTMLInputElement;

describe('snapQuantity', () => {
  it('rounds up to the next pack and clamps into [min, max]', () => {
    expect(snapQuantity(12, { min: 10, step: 5 })).toBe(15);
    expect(snapQuantity(15, { min: 10, step: 5 })).toBe(15);
    expect(snapQuantity(3, { min: 10, step: 5 })).toBe(10);
    expect(snapQuantity(999, { min: 10, step: 5, max: 102 })).toBe(100); // max snaps down onto the grid
    expect(snapQuantity(Number.NaN, { min: 2 })).toBe(2);
    expect(snapQuantity(0.3, { min: 0.1, step: 0.1 })).toBeCloseTo(0.3);
  });
});

describe('QuantityStepper', () => {
  it('given min 10 step 5, when the buyer types 12 and leaves, then it becomes 15', async () => {
    const spy = vi.fn();
    render(<Harness initial={10} min={10} step={5} spy={spy} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '12');
    await userEvent.tab();
    expect(input().value).toBe('15');
    expect(spy).toHaveBeenLastCalledWith(15);
    expect(input().getAttribute('aria-valuenow')).toBe('15');
  });

  it('typing above max clamps to max; Enter commits', async () => {
    render(<Harness initial={1} max={50} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '80{Enter}');
    expect(input().value).toBe('50');
  });

  it('non-numeric or empty text goes back to the last value', async () => {
    const spy = vi.fn();
    render(<Harness initial={4} spy={spy} />);
    await userEvent.clear(input());
    await userEvent.tab();
    expect(input().value).toBe('4');
    expect(spy).not.toHaveBeenCalled();
  });

  it('− / + move by step and are disabled at the bounds', async () => {
    render(<Harness initial={10} min={10} step={5} max={20} />);
    const minus = screen.getByRole('button', { name: '减少数量' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    await userEvent.click(plus);
    expect(input().value).toBe('15');
    await userEvent.click(plus);
    expect(input().value).toBe('20');
    expect(plus.disabled).toBe(true);
    await userEvent.click(minus);
    expect(input().value).toBe('15');
  });

  it('keyboard: arrows ± step, PageUp ± 10 steps, Home/End to min/max', () => {
    render(<Harness initial={2} min={2} step={2} max={100} />);
    const el = input();
    fireEvent.keyDown(el, { key: 'ArrowUp' });
    expect(el.value).toBe('4');
    fireEvent.keyDown(el, { key: 'PageUp' });
    expect(el.value).toBe('24');
    fireEvent.keyDown(el, { key: 'ArrowDown' });
    expect(el.value).toBe('22');
    fireEvent.keyDown(el, { key: 'End' });
    expect(el.value).toBe('100');
    fireEvent.keyDown(el, { key: 'ArrowUp' });
    expect(el.value).toBe('100');
    fireEvent.keyDown(el, { key: 'Home' });
    expect(el.value).toBe('2');
    fireEvent.keyDown(el, { key: 'ArrowDown' });
    expect(el.value).toBe('2');
  });

  it('exposes spinbutton bounds', () => {
    render(<Harness initial={5} min={1} max={9} />);
    expect(input().getAttribute('aria-valuemin')).toBe('1');
    expect(input().getAttribute('aria-valuemax')).toBe('9');
  });
});
