/**
 * Fixtures of the enterprise stories: admin / buyer session loaders and company, orders, customers,
 * users, titles, addresses and invoices (normal, empty and long-text variants).
 */
import { http } from 'msw';
import { fixtures, page } from '../../.storybook/mocks';
import type { CompanyInfo, CompanyUser, Customer } from '../../src/contract/company';
import type {
  InvoiceAddress,
  InvoiceableOrder,
  InvoiceDetail,
  InvoiceSummary,
  InvoiceTitle,
} from '../../src/contract/invoices';
import type { OrderSummary } from '../../src/contract/orders';
import { setNavigator } from '../../src/core/navigation';
import { mutateCache } from '../../src/core/query';
import { $session } from '../../src/core/session';
import { longText } from '../ui/helpers';

export const company: CompanyInfo = {
  Id: 1,
  Name: '厦门演示科技有限公司',
  CreditCode: '91350100M000100Y43',
  StatusEnum: 30,
  RegisteredAddress: '福建省厦门市思明区软件园二期观日路 1 号',
  ContactName: '张明',
  ContactPhone: '0592-5550000',
  Industry: '信息技术',
  Size: '50–199 人',
};

function session(admin: boolean, c: CompanyInfo | null = company) {
  return async () => {
    mutateCache(() => true, undefined);
    $session.set({
      token: 'story-token',
      user: { ...fixtures.userInfo, Name: admin ? '张明' : '李娜', UserRoleNames: [admin ? '管理员' : '采购员'] },
      company: c,
    });
    setNavigator((path) => console.info('[story] navigate', path));
    return {};
  };
}
export const asAdmin = session(true);
export const asBuyer = session(false);
export const asAdminIncomplete = session(true, { ...company, StatusEnum: 20 });

/** A GET that never answers (loading state). */
export const never = (path: string) => http.get(path, () => new Promise<Response>(() => {}));

export const orders: OrderSummary[] = Array.from({ length: 6 }, (_, i) => ({
  Id: i + 1,
  OrderNo: `B2026112200000${i + 1}`,
  Status: [10, 20, 30, 40, 50, 90][i]!,
  StatusName: ['待支付', '待确认到账', '已支付', '已发货', '已完成', '已取消'][i]!,
  TotalAmount: ['1280.00', '56.90', '23999.00', '318.50', '9.90', '4599.00'][i]!,
  ItemCount: i + 1,
  BuyerName: i % 2 ? '李娜' : '张明',
  CreatedAt: `2026-11-${String(20 - i).padStart(2, '0')}T02:30:00.000Z`,
  PayBefore: `2026-11-${String(20 - i).padStart(2, '0')}T03:00:00.000Z`,
  InvoiceStatus: i === 2 ? 10 : null,
}));
export const ordersPage = page(orders, 1, 10, 36);
export const longOrders = page(
  orders.map((o) => ({ ...o, BuyerName: longText })),
  1,
  10,
  6,
);

export const customers: Customer[] = [
  {
    Id: 1,
    Name: '福州海峡建设工程有限公司',
    ContactName: '陈工',
    Mobile: '13905910001',
    Address: '福州市鼓楼区五四路 88 号',
    TaxNumber: '91350100M000100Y43',
    Remark: '',
    CreatedAt: '2026-10-01T02:00:00.000Z',
  },
  {
    Id: 2,
    Name: '泉州晋江鞋服贸易公司',
    ContactName: '林经理',
    Mobile: '',
    Address: '',
    TaxNumber: '',
    Remark: '季度结算',
    CreatedAt: '2026-10-12T02:00:00.000Z',
  },
];
export const longCustomers = page(
  [{ ...customers[0]!, Name: longText, Address: longText, Remark: longText }],
  1,
  10,
  1,
);

export const users: CompanyUser[] = [
  {
    Id: 1,
    Name: '张明',
    Email: 'admin@demo.cn',
    Mobile: '13800000001',
    UserRoleNames: ['管理员'],
    State: 'active',
    IsRegistEntity: true,
    CreatedAt: '2026-01-01T02:00:00.000Z',
  },
  {
    Id: 2,
    Name: '李娜',
    Email: 'buyer@demo.cn',
    Mobile: '13800000002',
    UserRoleNames: ['采购员'],
    State: 'active',
    IsRegistEntity: false,
    CreatedAt: '2026-02-01T02:00:00.000Z',
  },
  {
    Id: 3,
    Name: '王停用',
    Email: 'off@demo.cn',
    Mobile: '',
    UserRoleNames: ['采购员'],
    State: 'disabled',
    IsRegistEntity: false,
    CreatedAt: '2026-03-01T02:00:00.000Z',
  },
  {
    Id: 9,
    Name: '赵受邀',
    Email: 'new@example.cn',
    Mobile: '',
    UserRoleNames: ['采购员'],
    State: 'invited',
    InvitationId: 9,
    ExpiresAt: '2026-11-29T02:00:00.000Z',
    IsRegistEntity: false,
    CreatedAt: '2026-11-22T02:00:00.000Z',
  },
];

export const titles: InvoiceTitle[] = [
  {
    Id: 1,
    Type: 2,
    Name: '厦门演示科技有限公司',
    TaxNumber: '91350100M000100Y43',
    RegisteredAddress: '厦门市思明区软件园二期观日路 1 号',
    RegisteredPhone: '0592-5550000',
    BankName: '中国银行厦门分行',
    BankAccount: '4100 0000 0000 0001',
    IsDefault: true,
  },
  {
    Id: 2,
    Type: 1,
    Name: '厦门演示科技有限公司工会',
    TaxNumber: '123456789012345',
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
    Mobile: '13800000001',
    Province: '福建省',
    City: '厦门市',
    District: '思明区',
    Detail: '软件园二期观日路 1 号 3 楼',
    IsDefault: true,
  },
  {
    Id: 2,
    Recipient: '财务部',
    Mobile: '13800000003',
    Province: '上海市',
    City: '上海市',
    District: '浦东新区',
    Detail: '世纪大道 100 号',
    IsDefault: false,
  },
];

export const invoiceable: InvoiceableOrder[] = [
  { Id: 3, OrderNo: 'B202611220000003', TotalAmount: '23999.00', PaidAt: '2026-11-18T03:00:00.000Z', InvoiceType: 2 },
  { Id: 4, OrderNo: 'B202611220000004', TotalAmount: '318.50', PaidAt: '2026-11-17T03:00:00.000Z', InvoiceType: 2 },
];

export const invoices: InvoiceSummary[] = [
  {
    Id: 1,
    InvoiceNo: 'FP2026112000001',
    Type: 2,
    Status: 10,
    StatusName: '申请中',
    Amount: '24317.50',
    TitleName: '厦门演示科技有限公司',
    OrderCount: 2,
    CreatedAt: '2026-11-20T02:00:00.000Z',
    TaxInvoiceNo: null,
    InvoiceDate: null,
    HasPdf: false,
    Carrier: null,
    TrackingNo: null,
    MailedAt: null,
  },
  {
    Id: 2,
    InvoiceNo: 'FP2026111000002',
    Type: 1,
    Status: 30,
    StatusName: '已寄出',
    Amount: '56.90',
    TitleName: '厦门演示科技有限公司工会',
    OrderCount: 1,
    CreatedAt: '2026-11-10T02:00:00.000Z',
    TaxInvoiceNo: '26442000000012345678',
    InvoiceDate: '2026-11-11',
    HasPdf: true,
    Carrier: '顺丰速运',
    TrackingNo: 'SF1234567890',
    MailedAt: '2026-11-12T02:00:00.000Z',
  },
];

export const invoiceDetail: InvoiceDetail = {
  ...invoices[0]!,
  Title: {
    Type: 2,
    Name: titles[0]!.Name,
    TaxNumber: titles[0]!.TaxNumber,
    RegisteredAddress: titles[0]!.RegisteredAddress,
    RegisteredPhone: titles[0]!.RegisteredPhone,
    BankName: titles[0]!.BankName,
    BankAccount: titles[0]!.BankAccount,
  },
  Address: {
    Recipient: '张明',
    Mobile: '13800000001',
    Province: '福建省',
    City: '厦门市',
    District: '思明区',
    Detail: '软件园二期观日路 1 号 3 楼',
  },
  Orders: [
    { Id: 3, OrderNo: 'B202611220000003', TotalAmount: '23999.00' },
    { Id: 4, OrderNo: 'B202611220000004', TotalAmount: '318.50' },
  ],
  Remark: '',
  IssuedAt: null,
};
