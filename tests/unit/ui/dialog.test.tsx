import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, Dialog, useConfirm } from '../../../src/ui';

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>新增地址</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="新增收货地址"
        footer={<Button onClick={() => setOpen(false)}>取消</Button>}
      >
        <input aria-label="收货人" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('given a closed dialog, after clicking the trigger, it opens modally, named by its title, focus inside', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '新增地址' }));
    const dialog = screen.getByRole('dialog', { name: '新增收货地址' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '收货人' }));
  });

  it('when pressing Escape, it closes and focus returns to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '新增地址' });
    await userEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('textbox', { name: '收货人' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the browser cancel event (Escape on a native modal) also goes through onClose', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '新增地址' }));
    const dialog = screen.getByRole('dialog');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the × button closes and returns focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '新增地址' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('useConfirm', () => {
  function ConfirmHarness({ onResult }: { onResult: (ok: boolean) => void }) {
    const [confirm, element] = useConfirm();
    return (
      <>
        <Button
          onClick={async () =>
            onResult(await confirm({ title: '删除地址', content: '确定删除吗？', confirmText: '删除' }))
          }
        >
          删除
        </Button>
        {element}
      </>
    );
  }

  it('resolves true on confirm and false on cancel; focus starts on 取消', async () => {
    const onResult = vi.fn();
    render(<ConfirmHarness onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog', { name: '删除地址' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onResult).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === '删除')!);
    expect(onResult).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
