/**
 * The cart's 导出 (its lines as CSV or XLSX, a file quick order imports back) and 保存为采购清单 (the lines as a new
 * private purchase list named after today).
 */
import { formatDate } from '../../contract/dates';
import { ApiError, call, callResponse } from '../../core/http';
import { showMessage } from '../../core/messages';
import { saveBlob } from '../shared/download';

export async function downloadCart(region: number, format: 'csv' | 'xlsx'): Promise<void> {
  try {
    const { data } = await callResponse('GET /api/ShoppingCarts/export', {
      query: { region, format },
      responseType: 'blob',
    });
    const name = `购物车-${formatDate(new Date())}.${format}`;
    saveBlob(data as unknown as Blob, name);
    showMessage('success', `已导出 ${name}`);
  } catch (e) {
    if (!(e instanceof ApiError) || ![400, 401, 500].includes(e.status)) showMessage('error', '导出失败，请稍后重试');
  }
}

export async function saveCartAsList(region: number): Promise<void> {
  try {
    const cart = await call('GET /api/ShoppingCarts/items', { query: { region } });
    if (!cart.Items.length) {
      showMessage('info', '购物车是空的');
      return;
    }
    const list = await call('POST /api/PurchaseLists', {
      body: {
        Name: `购物车 ${formatDate(new Date())}`,
        Items: cart.Items.map((l) => ({ ProductId: l.ProductId, Quantity: l.Quantity })),
      },
    });
    showMessage('success', `已保存为采购清单「${list.Name}」（企业中心 › 采购清单）`);
  } catch (e) {
    if (!(e instanceof ApiError) || ![400, 401, 500].includes(e.status)) showMessage('error', '保存失败，请稍后重试');
  }
}
