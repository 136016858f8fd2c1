/**
 * The cart's confirm dialog, loaded on the first question (features/shared/lazy-confirm.tsx): it asks like
 * useConfirm (focus on 取消, false on cancel, true on confirm) and focus goes back to the button that asked.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyConfirm } from '../../../src/features/shared/lazy-confirm';
import { Button } from '../../../src/ui';

afterEach(cleanup);

function Harness({ onResult }: { onResult: (ok: boolean) => void }) {
  const [confirm, element] = useLazyConfirm();
  return (
    <>
      <Button
        onClick={async () =>
          onResult(await confirm({ title: '删除商品', content: '确定删除吗？', confirmText: '删除' }))
        }
      >
        删除 螺丝
      </Button>
      {element}
    </>
  );
}

describe('useLazyConfirm', () => {
  it('asks in an alert dialog once its code is loaded: 取消 → false, 删除 → true, focus back on the button', async () => {
    const onResult = vi.fn();
    render(<Harness onResult={onResult} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const ask = screen.getByRole('button', { name: '删除 螺丝' });
    await userEvent.click(ask);
    const dialog = await screen.findByRole('alertdialog', { name: '删除商品' });
    expect(dialog.textContent).toContain('确定删除吗？');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(ask);
    await userEvent.click(ask);
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(Array.from(again.querySelectorAll('button')).find((b) => b.textContent === '删除')!);
    expect(onResult).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
