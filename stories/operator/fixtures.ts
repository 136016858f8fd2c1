/** Data and sessions of the operator console's stories. */
import type {
  AuditEntry,
  Dashboard,
  FulfilmentOrder,
  PendingTransfer,
  Refund,
  ReviewCompany,
} from '../../src/contract/operator';
import { $operatorSession, EMPTY_OPERATOR_SESSION } from '../../src/core/operator-session';

/** Loaders: an operator logged in / nobody. */
export const asOperator = async () => {
  $operatorSession.set({
    token: 'story-operator',
    operator: { Id: 1, Name: '平台运营', Email: 'ops@demo.cn', Roles: ['SuperAdmin'] },
  });
  return {};
};
export const asNobody = async () => {
  $operatorSession.set(EMPTY_OPERATOR_SESSION);
  return {};
};

export const dashboard: Dashboard = {
  Today: { Orders: 12, Amount: '38650.00' },
  Month: { Orders: 286, Amount: '1285430.50' },
  Yesterday: { Orders: 9, Amount: '41200.00' },
  LastMonth: { Orders: 251, Amount: '1102300.00' },
  Trend: [
    { Day: '2026-11-16', Orders: 8, Amount: '30120.00' },
    { Day: '2026-11-17', Orders: 11, Amount: '45210.50' },
    { Day: '2026-11-18', Orders: 7, Amount: '22980.00' },
    { Day: '2026-11-19', Orders: 14, Amount: '61200.00' },
    { Day: '2026-11-20', Orders: 10, Amount: '39870.00' },
    { Day: '2026-11-21', Orders: 9, Amount: '41200.00' },
    { Day: '2026-11-22', Orders: 12, Amount: '38650.00' },
  ],
  Queues: {
    CompaniesToReview: 3,
    TransfersToConfirm: 5,
    RefundsDue: 1,
    OrdersToShip: 9,
    InvoicesToIssue: 4,
    InquiriesToQuote: 2,
  },
};

/** A stand-in 营业执照 picture for the review stories (the real one comes through a signed link). */
export const LICENSE_SAMPLE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="450"><rect width="640" height="450" fill="#f3ead7" stroke="#b5322b" stroke-width="12"/><text x="320" y="90" font-size="44" text-anchor="middle" fill="#b5322b">营业执照</text><text x="60" y="180" font-size="22" fill="#333">统一社会信用代码 91110108MA01DEM00X</text><text x="60" y="230" font-size="22" fill="#333">名称 北京启航科技有限公司</text></svg>',
)}`;

export const companies: ReviewCompany[] = [
  {
    Id: 3,
    Name: '北京启航科技有限公司',
    CreditCode: '91110108MA01DEM00X',
    StatusEnum: 20,
    StatusName: '待审核',
    RegisteredAddress: '北京市海淀区中关村大街 27 号 1101 室',
    ContactName: '王磊',
    ContactPhone: '010-62501234',
    Industry: '信息技术',
    Size: '20-99 人',
    ReviewNote: '',
    SubmittedAt: '2026-11-22T02:10:00.000Z',
    LicenseImageUrl: LICENSE_SAMPLE,
    ReviewedAt: null,
    CreatedAt: '2026-11-20T08:00:00.000Z',
    AdminName: '王磊',
    AdminEmail: 'pending@demo.cn',
    UserCount: 1,
  },
  {
    Id: 7,
    Name: '杭州新注册贸易有限公司',
    CreditCode: '91330106MA2H0QXX0B',
    StatusEnum: 20,
    StatusName: '待审核',
    RegisteredAddress: '杭州市西湖区文三路 90 号',
    ContactName: '陈静',
    ContactPhone: '0571-88001234',
    Industry: '批发零售',
    Size: '1-19 人',
    ReviewNote: '',
    SubmittedAt: '2026-11-22T05:30:00.000Z',
    LicenseImageUrl: null,
    ReviewedAt: null,
    CreatedAt: '2026-11-22T05:00:00.000Z',
    AdminName: '陈静',
    AdminEmail: 'chen@example.cn',
    UserCount: 2,
  },
];

export const rejected: ReviewCompany = {
  ...companies[1]!,
  StatusEnum: 40,
  StatusName: '已驳回',
  ReviewNote: '营业执照照片不清晰，请重新上传',
  ReviewedAt: '2026-11-22T06:00:00.000Z',
};

export const transfers: PendingTransfer[] = [
  {
    OrderId: 41,
    OrderNo: '202611221034560001',
    CompanyName: '上海华东精工设备有限公司',
    RemittanceCode: 'HK7Q2M9XPA',
    TotalAmount: '12800.00',
    PayBefore: '2026-11-29T02:00:00.000Z',
    CreatedAt: '2026-11-22T02:00:00.000Z',
    Vouchers: [],
    BatchCode: null,
  },
  {
    OrderId: 42,
    OrderNo: '202611221105120002',
    CompanyName: '广州华南工业材料有限公司',
    RemittanceCode: 'HK3R8T6WNB',
    TotalAmount: '356.40',
    PayBefore: '2026-11-29T03:00:00.000Z',
    CreatedAt: '2026-11-22T03:00:00.000Z',
    Vouchers: [],
    BatchCode: null,
  },
];

export const refunds: Refund[] = [
  {
    PaymentId: 88,
    OrderId: 40,
    OrderNo: '202611210932110009',
    CompanyName: '上海华东精工设备有限公司',
    Method: 'bank-transfer',
    MethodName: '对公转账',
    Amount: '980.00',
    ProviderRef: 'ICBC-20261121-0042',
    ReceivedAt: '2026-11-21T09:00:00.000Z',
    RefundedAt: null,
    RefundRef: '',
  },
];

export const audit: AuditEntry[] = [
  {
    Id: 2,
    OperatorId: 1,
    OperatorName: '平台运营',
    Action: 'payment.confirm-transfer',
    ActionName: '确认对公转账到账',
    Entity: 'order',
    EntityId: '41',
    Before: { Status: 20, PaidAt: null },
    After: { Status: 30, PaidAt: '2026-11-22T04:00:00.000Z', PaymentId: 77, BankRef: 'ICBC-1', Amount: '12800.00' },
    CreatedAt: '2026-11-22T04:00:00.000Z',
  },
  {
    Id: 1,
    OperatorId: 1,
    OperatorName: '平台运营',
    Action: 'company.reject',
    ActionName: '企业审核驳回',
    Entity: 'company',
    EntityId: '7',
    Before: { StatusEnum: 20, ReviewNote: '', ReviewedAt: null },
    After: { StatusEnum: 40, ReviewNote: '营业执照照片不清晰，请重新上传', ReviewedAt: '2026-11-22T06:00:00.000Z' },
    CreatedAt: '2026-11-22T06:00:00.000Z',
  },
];

export const toShip: FulfilmentOrder[] = [
  {
    OrderId: 41,
    OrderNo: '202611221034560001',
    Status: 30,
    StatusName: '已支付',
    CompanyName: '上海华东精工设备有限公司',
    BuyerName: '李娜',
    TotalAmount: '12800.00',
    PaidAt: '2026-11-22T04:00:00.000Z',
    Lines: [
      {
        OrderItemId: 101,
        Name: '博世 GSB 13 RE 冲击钻',
        Model: 'GSB13RE',
        Unit: '台',
        Quantity: 20,
        ShippedQuantity: 0,
      },
    ],
    Shipments: [],
    AutoCompleteAt: null,
  },
  {
    OrderId: 43,
    OrderNo: '202611221210330003',
    Status: 30,
    StatusName: '部分发货',
    CompanyName: '广州华南工业材料有限公司',
    BuyerName: '陈静',
    TotalAmount: '3560.40',
    PaidAt: '2026-11-22T05:00:00.000Z',
    Lines: [
      { OrderItemId: 102, Name: '安盾 防冲击护目镜', Model: 'AD-G2', Unit: '副', Quantity: 30, ShippedQuantity: 10 },
      { OrderItemId: 103, Name: '安盾 KN95 防护口罩', Model: 'AD-K95', Unit: '盒', Quantity: 10, ShippedQuantity: 0 },
    ],
    Shipments: [
      {
        Id: 8,
        Carrier: '京东物流',
        TrackingNo: 'JD0000000001',
        Items: [{ OrderItemId: 102, Name: '安盾 防冲击护目镜', Quantity: 10 }],
        CreatedAt: '2026-11-22T06:00:00.000Z',
      },
    ],
    AutoCompleteAt: null,
  },
];
