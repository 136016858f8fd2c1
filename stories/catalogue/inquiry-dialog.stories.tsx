/**
 * The consultation inquiry form in every state: empty, invalid (default Chinese messages), submitting,
 * success, server error (input kept), long product name, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { post } from '../../.storybook/mocks';
import { InquiryDialog } from '../../src/features/shared/products/InquiryDialog';
import { longText, narrow, shadowCanvas } from '../ui/helpers';

const product = { Id: 28, Name: '安盾 便携式气体检测仪 单一气体', Model: 'AD-Q100', Unit: '台', MinQuantity: 1 };

const meta = {
  title: 'Browse/InquiryDialog',
  component: InquiryDialog,
  args: { open: true, onClose: () => {}, product },
  parameters: {
    msw: { handlers: { consultations: [post('/api/Consultations', { Id: 1024, ConsultationNo: 'ZX202611221024' })] } },
  },
} satisfies Meta<typeof InquiryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, mobile = '13912345678') {
  const canvas = shadowCanvas(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/联系人/), '赵工');
  await userEvent.type(canvas.getByLabelText(/手机号码/), mobile);
  await userEvent.type(canvas.getByLabelText(/公司名称/), '上海某某机械有限公司');
  await userEvent.type(canvas.getByLabelText(/采购需求/), '需要 30 台，含上门安装。');
  return canvas;
}

export const Empty: Story = {};
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '12345');
    await userEvent.clear(canvas.getByLabelText(/联系人/));
    await userEvent.click(canvas.getByRole('button', { name: '提交咨询' }));
    await waitFor(() => expect(canvas.getByText('请输入联系人')).toBeInTheDocument());
    await expect(canvas.getByText('请输入正确的手机号码')).toBeInTheDocument();
  },
};
export const Submitting: Story = {
  parameters: { msw: { handlers: { consultations: [post('/api/Consultations', { Id: 1 }, { delay: 'infinite' })] } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交咨询' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '提交咨询' })).toHaveAttribute('aria-busy', 'true'));
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交咨询' }));
    await waitFor(() => expect(canvas.getByText('咨询已提交')).toBeInTheDocument());
    await expect(canvas.getByText('咨询单号：1024')).toBeInTheDocument();
  },
};
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        consultations: [
          http.post('/api/Consultations', async () => {
            await delay(200);
            return HttpResponse.json({ Error: '服务访问错误' }, { status: 500 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交咨询' }));
    await waitFor(() => expect(canvas.getByText(/您填写的内容已保留/)).toBeInTheDocument());
    await expect(canvas.getByLabelText(/联系人/)).toHaveValue('赵工');
  },
};
export const LongChineseText: Story = { args: { product: { ...product, Name: longText } } };
export const Narrow: Story = { globals: narrow };
