/**
 * Fixtures of the purchase stories (cart, checkout, payment, order detail): a logged-in session loader,
 * cart lines, a preview, invoice titles/addresses, orders in every status and payments.
 */
import { HttpResponse, http } from 'msw';
import { fixtures } from '../../.storybook/mocks';
import type { CartLine } from '../../src/contract/cart';
import type { InvoiceAddress, InvoiceTitle } from '../../src/contract/invoices';
import type { OrderDetail, OrderPreview } from '../../src/contract/orders';
import { setNavigator } from '../../src/core/navigation';
import { mutateCache } from '../../src/core/query';
import { $session, EMPTY_SESSION } from '../../src/core/session';
import { longText } from '../ui/helpers';

/** Story loader: logged in as an admin of regions 1 and 2, a fresh query cache, navigation only logged. */
export const loggedIn = async () => {
  mutateCache(() => true, undefined);
  $session.set({ token: 'story-token', user: { ...fixtures.userInfo, Regions: [1, 2] }, company: null });
  setNavigator((path) => console.info('[story] navigate', path));
  return {};
};

/** Story loader for the logged-out prompt. */
export const loggedOut = async () => {
  mutateCache(() => true, undefined);
  $session.set(EMPTY_SESSION);
  return {};
};

const image = (text: string, color = '#114bed') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${color}"/><text x="80" y="90" font-size="22" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`;

export function line(id: number, over: Partial<CartLine> = {}): CartLine {
  return {
    Id: id,
    ProductId: 100 + id,
    Name: [
      '得力 A4 复印纸 70g 500张/包',
      '晨光 中性笔 0.5mm 黑色 12支/盒',
      '联想 ThinkPad E14 商务笔记本',
      '3M 防护口罩 KN95 50只/盒',
    ][id % 4]!,
    Model: `M-${1000 + id}`,
    ImageUrl: image(`商品${id}`, ['#114bed', '#43cf7c', '#ff6d4d', '#8a63d2'][id % 4]),
    Unit: '件',
    UnitPrice: ['0.10', '19.99', '4599.00', '89.50'][id % 4]!,
    Quantity: 3,
    MinQuantity: 1,
    QuantityStep: 1,
    Stock: 500,
    Selected: true,
    Available: true,
    ...over,
  };
}

export const cartLines = [line(0), line(1)];
export const manyLines = Array.from({ length: 12 }, (_, i) =>
  line(i, { Selected: i % 3 !== 0, Quantity: 1 + (i % 5) }),
);
export const longLines = [line(0, { Name: longText, Model: longText }), line(1, { Name: longText })];
export const unavailableLines = [
  line(0),
  line(1, { Available: false, Stock: 2, Quantity: 5, Name: '晨光 中性笔（库存不足）' }),
  line(2, { UnitPrice: null, Available: false, Name: '联想 ThinkPad（本区域暂无报价）' }),
];

export const cartOf = (items: CartLine[]) =>
  http.get('/api/ShoppingCarts/items', async () => HttpResponse.json({ Region: 1, Items: items }));

export const preview: OrderPreview = {
  Items: cartLines.map((l) => ({
    ProductId: l.ProductId,
    Name: l.Name,
    Model: l.Model,
    ImageUrl: l.ImageUrl,
    Unit: l.Unit,
    UnitPrice: l.UnitPrice as string,
    Quantity: l.Quantity,
    Subtotal: l.UnitPrice === '0.10' ? '0.30' : '59.97',
  })),
  TotalAmount: '60.27',
};

export const titles: InvoiceTitle[] = [
  {
    Id: 1,
    Type: 2,
    Name: '上海企采科技有限公司',
    TaxNumber: '91310115MA1K4XXX0A',
    RegisteredAddress: '上海市浦东新区张江路 1 号',
    RegisteredPhone: '021-50001234',
    BankName: '招商银行上海分行',
    BankAccount: '6222000011112222',
    IsDefault: true,
  },
  {
    Id: 2,
    Type: 1,
    Name: '上海企采科技有限公司（普票）',
    TaxNumber: '91310115MA1K4XXX0A',
    RegisteredAddress: '',
    RegisteredPhone: '',
    BankName: '',
    BankAccount: '',
    IsDefault: false,
  },
];
export const addresses: InvoiceAddress[] = [
  {
    Id: 1,
    Recipient: '张明',
    Mobile: '13800138000',
    Province: '上海市',
    City: '上海市',
    District: '浦东新区',
    Detail: '张江路 1 号 5 楼',
    IsDefault: true,
  },
];
export const customersPage = {
  Items: [{ Id: 1, Name: '杭州云帆贸易有限公司', ContactName: '王芳', Mobile: '13900001111' }],
  Total: 1,
  Page: 1,
  PageSize: 100,
};

const now = '2026-11-22T03:00:00.000Z';
export function order(status: number, over: Partial<OrderDetail> = {}): OrderDetail {
  const names: Record<number, string> = {
    10: '待支付',
    20: '待确认到账',
    30: '已支付',
    40: '已发货',
    50: '已完成',
    90: '已取消',
  };
  const timeline = [{ Status: 10, StatusName: '待支付', Note: '订单已提交', CreatedAt: now }];
  if (status === 20)
    timeline.push({
      Status: 20,
      StatusName: '待确认到账',
      Note: '已选择对公转账，请在 7 天内转账并在附言中填写汇款识别码 R8K2M4',
      CreatedAt: now,
    });
  if (status >= 30 && status < 90)
    timeline.push({ Status: 30, StatusName: '已支付', Note: '在线支付成功', CreatedAt: now });
  if (status >= 40 && status < 90)
    timeline.push({ Status: 40, StatusName: '已发货', Note: '顺丰 SF1234567890', CreatedAt: now });
  if (status === 50) timeline.push({ Status: 50, StatusName: '已完成', Note: '', CreatedAt: now });
  if (status === 90) timeline.push({ Status: 90, StatusName: '已取消', Note: '用户取消', CreatedAt: now });
  const paid = status >= 30 && status < 90;
  return {
    Id: 7,
    OrderNo: 'B20261122000007',
    Status: status,
    StatusName: names[status] ?? '',
    TotalAmount: '60.27',
    Region: 1,
    RegionName: '华东',
    Items: preview.Items,
    InvoiceType: 2,
    InvoiceTitle: {
      Type: 2,
      Name: titles[0]!.Name,
      TaxNumber: titles[0]!.TaxNumber,
      RegisteredAddress: titles[0]!.RegisteredAddress,
      RegisteredPhone: titles[0]!.RegisteredPhone,
      BankName: titles[0]!.BankName,
      BankAccount: titles[0]!.BankAccount,
    },
    InvoiceAddress: {
      Recipient: '张明',
      Mobile: '13800138000',
      Province: '上海市',
      City: '上海市',
      District: '浦东新区',
      Detail: '张江路 1 号 5 楼',
    },
    Customer: { Id: 1, Name: '杭州云帆贸易有限公司', ContactName: '王芳', Mobile: '13900001111' },
    PurchaseOrderNo: 'PO-2026-001',
    Note: '请工作日送货',
    RemittanceCode: 'R8K2M4',
    PayBefore: '2026-11-22T03:30:00.000Z',
    PaidAt: paid ? now : null,
    CreatedAt: now,
    BuyerName: '张明',
    Timeline: timeline,
    Payments: paid
      ? [{ Id: 3, Method: 'sandbox', Status: 20, Amount: '60.27', PaidAt: now }]
      : status === 20
        ? [{ Id: 3, Method: 'bank-transfer', Status: 10, Amount: '60.27', PaidAt: null }]
        : [],
    Invoice: status === 50 ? { Id: 2, InvoiceNo: 'INV2026110001', Status: 20 } : null,
    CanCancel: status === 10 || status === 20,
    CanPay: status === 10 || status === 20,
    ...over,
  };
}

export const orderOf = (o: OrderDetail) => http.get('/api/Orders/:id', async () => HttpResponse.json(o));
export const notFound = (path: string) =>
  http.get(path, async () => HttpResponse.json({ Error: '订单不存在' }, { status: 404 }));
export const never = (method: 'get' | 'post', path: string) =>
  http[method](path, () => new Promise<Response>(() => {}));
