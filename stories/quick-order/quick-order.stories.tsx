/**
 * 快速下单 (/quick-order, <b2b-quick-order>): blank rows; a model number being typed with its suggestions (the rows'
 * datalist, from GET /api/ShoppingCarts/quick-order/suggestions); a checked paste whose unknown rows offer the products
 * their model begins (您是不是要找); the same at 375 px; suggestions that find nothing; a failed check.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { apiError, fixtures, modelSuggestions } from '../../.storybook/mocks';
import { normaliseModel } from '../../src/contract/model-number';
import type { QuickOrderResult, QuickOrderRow } from '../../src/contract/quick-order';
import { QuickOrderView } from '../../src/features/quick-order/QuickOrderView';
import { loggedIn } from '../cart/fixtures';
import { enterText, narrow, shadowCanvas, storyRoot } from '../ui/helpers';

/** The check as the server answers it for the fixture products: an exact model is ok, an unknown one suggests. */
function checked(request: { Lines: { Query: string; Quantity: number }[] }): QuickOrderResult {
  const rows = request.Lines.map((line, i): QuickOrderRow => {
    const key = normaliseModel(line.Query);
    const base = { Row: i + 1, Query: line.Query, Quantity: line.Quantity };
    const exact = fixtures.modelProducts.find((p) => normaliseModel(p.Model) === key);
    if (exact)
      return {
        ...base,
        Status: 'ok',
        ProductId: exact.Id,
        Name: exact.Name,
        Model: exact.Model,
        Unit: exact.Unit,
        UnitPrice: exact.Price!,
      };
    const similar = fixtures.modelProducts.filter((p) => key.length >= 3 && normaliseModel(p.Model).startsWith(key));
    return {
      ...base,
      Status: 'not-found',
      Error: '未找到该型号或商品',
      ...(similar.length ? { Candidates: similar.slice(0, 5) } : {}),
    };
  });
  return { Rows: rows, Added: 0 };
}

const checkHandler = http.post('/api/ShoppingCarts/quick-order', async ({ request }) => {
  await delay(300);
  return HttpResponse.json(checked((await request.json()) as { Lines: { Query: string; Quantity: number }[] }));
});

const meta = {
  title: 'Purchase/QuickOrder',
  component: QuickOrderView,
  loaders: [loggedIn],
  parameters: { layout: 'fullscreen', msw: { handlers: { quickOrder: [checkHandler] } } },
} satisfies Meta<typeof QuickOrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

/** `ad h1` typed in the first row: the datalist offers AD-H100, AD-H100S and AD-H160 (however the model is written). */
export const TypingSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    enterText(await canvas.findByLabelText('第 1 行型号'), 'ad h1');
    const options = () => [...storyRoot(canvasElement).querySelectorAll('datalist option')].map((o) => o.textContent);
    await waitFor(() =>
      expect(options()).toEqual(['安德 交流接触器 100A', '安德 交流接触器 100A 静音型', '安德 交流接触器 160A']),
    );
  },
};

/** Typed text no model begins with: no suggestion (the row can still be checked). */
export const NoSuggestions: Story = {
  parameters: { msw: { handlers: { quickOrderSuggestions: [modelSuggestions([])] } } },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    enterText(await canvas.findByLabelText('第 1 行型号'), 'zz-9');
  },
};

const pasteAndCheck = async (canvasElement: HTMLElement) => {
  const canvas = shadowCanvas(canvasElement);
  // As Excel copies two columns: tab-separated rows.
  enterText(await canvas.findByLabelText('粘贴型号与数量'), 'AD-H100\t2\nAD-H1\t1\ndz47 63\t5\nXYZ-9\t1');
  await userEvent.click(canvas.getByRole('button', { name: '识别粘贴内容' }));
  const check = canvas.getByRole('button', { name: '检查' });
  await waitFor(() => expect(check).toBeEnabled());
  await userEvent.click(check);
  await canvas.findByText('1 行可加入，3 行待修改', { exact: false });
};

/** A checked paste: one row ok, two unknown rows offer the products their model begins, one finds nothing. */
export const CheckedWithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    await pasteAndCheck(canvasElement);
    const canvas = shadowCanvas(canvasElement);
    await expect(canvas.getAllByText('您是不是要找：', { exact: false })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /AD-H160/ })).toBeVisible();
  },
};

export const NarrowCheckedWithSuggestions: Story = { ...CheckedWithSuggestions, globals: narrow };

/** The check fails (the server is down): the rows stay as typed, the client shows its message. */
export const CheckFailed: Story = {
  parameters: {
    msw: { handlers: { quickOrder: [apiError('post', '/api/ShoppingCarts/quick-order', 500, '服务访问错误')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    enterText(await canvas.findByLabelText('第 1 行型号'), 'AD-H100');
    enterText(canvas.getByLabelText('第 1 行数量'), '2');
    const check = canvas.getByRole('button', { name: '检查' });
    await waitFor(() => expect(check).toBeEnabled());
    await userEvent.click(check);
    await waitFor(() => expect(canvas.getByRole('button', { name: '检查' })).toBeEnabled());
    await expect(canvas.getByLabelText('第 1 行型号')).toHaveValue('AD-H100');
  },
};
