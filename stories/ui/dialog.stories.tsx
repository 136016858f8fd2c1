import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button, ConfirmDialog, Dialog, FormField, Input, useConfirm } from '../../src/ui';
import { longText, narrow, shadowCanvas, storyRoot } from './helpers';

function DialogDemo({
  initiallyOpen = false,
  long = false,
  footer = true,
  fullHeight = false,
}: {
  initiallyOpen?: boolean;
  long?: boolean;
  footer?: boolean;
  fullHeight?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        新增收货地址
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullHeight={fullHeight}
        title={long ? longText : '新增收货地址'}
        footer={
          footer ? (
            <>
              <Button onClick={() => setOpen(false)}>取消</Button>
              <Button variant="primary" onClick={() => setOpen(false)}>
                保存
              </Button>
            </>
          ) : undefined
        }
      >
        <FormField label="收货人" required>
          <Input placeholder="请输入收货人" />
        </FormField>
        <FormField label="详细地址" required>
          <Input placeholder="请输入详细地址" />
        </FormField>
        {long ? <p>{longText.repeat(6)}</p> : null}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: false, onClose: () => {}, title: '新增收货地址' },
  render: () => <DialogDemo />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opens, closes with Escape, and focus goes back to the opening button. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    const opener = canvas.getByRole('button', { name: '新增收货地址' });
    await userEvent.click(opener);
    await expect(await canvas.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(storyRoot(canvasElement).activeElement).toBe(opener));
  },
};
export const Open: Story = { render: () => <DialogDemo initiallyOpen /> };
export const LongContent: Story = { render: () => <DialogDemo initiallyOpen long /> };
/** The full height the window allows from the start (content that loads after opening, e.g. a solution's detail). */
export const FullHeight: Story = { render: () => <DialogDemo initiallyOpen fullHeight /> };
export const WithoutFooter: Story = { render: () => <DialogDemo initiallyOpen footer={false} /> };
export const Narrow: Story = { globals: narrow, render: () => <DialogDemo initiallyOpen /> };

export const Confirm: Story = {
  render: () => (
    <ConfirmDialog
      open
      title="删除地址"
      content="确定删除该收货地址吗？删除后不可恢复。"
      danger
      confirmText="删除"
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
export const ConfirmLoading: Story = {
  render: () => (
    <ConfirmDialog open title="提交订单" content="确认提交该订单？" loading onConfirm={() => {}} onCancel={() => {}} />
  ),
};

export const UseConfirmHook: Story = {
  render: () => {
    const [confirm, element] = useConfirm();
    const [result, setResult] = useState('');
    return (
      <>
        <Button
          variant="danger"
          onClick={async () =>
            setResult(
              (await confirm({ title: '清空购物车', content: '确定清空购物车中的全部商品吗？', danger: true }))
                ? '已确认'
                : '已取消',
            )
          }
        >
          清空购物车
        </Button>
        <span style={{ marginLeft: 12 }}>{result}</span>
        {element}
      </>
    );
  },
};
