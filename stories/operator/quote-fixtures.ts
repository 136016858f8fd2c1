/** Inquiries and quotes of the 询价管理 and 我的报价 stories. */
import type { OpProduct } from '../../src/contract/operator-catalogue';
import type { QuoteTerms } from '../../src/contract/quote-terms';
import type { Inquiry, Quote } from '../../src/contract/quotes';

const terms: QuoteTerms = {
  TaxMode: 'excluded',
  TaxModeName: '不含税价（税额另计）',
  TaxRate: '13',
  Freight: '50.00',
  LeadDays: 15,
  PaymentTerms: 'net30',
  PaymentTermsName: '月结 30 天',
  PaymentNote: '开票后付款',
};

export const quote: Quote = {
  Id: 7,
  QuoteNo: 'BJ202611220007',
  Status: 10,
  StatusName: '待确认',
  ConsultationId: 12,
  ConsultationNo: 'ZX202611210012',
  ProductId: 28,
  Region: 1,
  RegionName: '华东',
  Items: [
    {
      ProductId: 28,
      Name: '华为 CloudEngine S5735 企业级交换机',
      Model: 'S5735-L48T4X-A1',
      ImageUrl: '',
      Unit: '台',
      UnitPrice: '1288.50',
      Quantity: 3,
      Subtotal: '3865.50',
    },
    {
      ProductId: 31,
      Name: '光模块 10G 多模',
      Model: 'OMXD30000',
      ImageUrl: '',
      Unit: '个',
      UnitPrice: '0.10',
      Quantity: 3,
      Subtotal: '0.30',
    },
  ],
  // 3865.80 + 13 % (502.55) + 50.00 freight.
  TotalAmount: '4418.35',
  Version: 1,
  Terms: terms,
  GoodsAmount: '3865.80',
  TaxAmount: '502.55',
  Versions: [],
  RevisionRequested: false,
  CanRequestRevision: true,
  ValidUntil: '2026-12-01',
  Note: '含安装调试，下单后 5 个工作日发货',
  DeclineReason: '',
  BuyerName: '张三',
  CompanyName: '厦门演示科技有限公司',
  OperatorName: '平台运营',
  CreatedAt: '2026-11-22T02:10:00.000Z',
  DecidedAt: null,
  OrderId: null,
  OrderNo: null,
  CanAccept: true,
};
quote.Versions = [
  {
    Version: 1,
    CreatedAt: quote.CreatedAt,
    Items: quote.Items,
    Terms: terms,
    ValidUntil: quote.ValidUntil,
    Note: quote.Note,
    GoodsAmount: quote.GoodsAmount,
    TaxAmount: quote.TaxAmount,
    TotalAmount: quote.TotalAmount,
    RevisionNote: null,
    RevisionRequestedAt: null,
  },
];

/** The buyer asked for a revision of version 1 (waiting for the operator's version 2). */
export const revisionRequested: Quote = {
  ...quote,
  Id: 8,
  RevisionRequested: true,
  CanRequestRevision: false,
  Versions: [
    {
      ...quote.Versions[0]!,
      RevisionNote: '单价能否降到 1200 元？交期希望 10 天',
      RevisionRequestedAt: '2026-11-23T03:00:00.000Z',
    },
  ],
};

/** Version 2 answered the request: version 1 kept read-only; 含税 9 %, 包邮. */
export const secondVersion: Quote = {
  ...quote,
  Id: 9,
  Version: 2,
  Items: [{ ...quote.Items[0]!, UnitPrice: '1200.00', Subtotal: '3600.00' }],
  Terms: { ...terms, TaxMode: 'included', TaxModeName: '含税价', TaxRate: '9', Freight: '0.00', LeadDays: 10 },
  GoodsAmount: '3600.00',
  TaxAmount: '297.25',
  TotalAmount: '3600.00',
  Versions: [
    revisionRequested.Versions[0]!,
    {
      ...quote.Versions[0]!,
      Version: 2,
      CreatedAt: '2026-11-23T06:00:00.000Z',
      Items: [{ ...quote.Items[0]!, UnitPrice: '1200.00', Subtotal: '3600.00' }],
      Terms: { ...terms, TaxMode: 'included', TaxModeName: '含税价', TaxRate: '9', Freight: '0.00', LeadDays: 10 },
      GoodsAmount: '3600.00',
      TaxAmount: '297.25',
      TotalAmount: '3600.00',
    },
  ],
};

export const quotes: Quote[] = [
  quote,
  {
    ...quote,
    Id: 6,
    QuoteNo: 'BJ202611200006',
    Status: 20,
    StatusName: '已接受',
    CanAccept: false,
    CanRequestRevision: false,
    OrderId: 41,
    OrderNo: 'SO202611200041',
    DecidedAt: '2026-11-20T08:00:00.000Z',
  },
  {
    ...quote,
    Id: 5,
    QuoteNo: 'BJ202611180005',
    Status: 30,
    StatusName: '已拒绝',
    CanAccept: false,
    CanRequestRevision: false,
    DeclineReason: '价格高于预算',
    DecidedAt: '2026-11-19T08:00:00.000Z',
  },
  {
    ...quote,
    Id: 4,
    QuoteNo: 'BJ202611010004',
    Status: 40,
    StatusName: '已过期',
    CanAccept: false,
    CanRequestRevision: false,
    ValidUntil: '2026-11-08',
  },
  revisionRequested,
  secondVersion,
];

export const inquiry: Inquiry = {
  Id: 12,
  ConsultationNo: 'ZX202611210012',
  ProductId: 28,
  ProductName: '华为 CloudEngine S5735 企业级交换机',
  ProductModel: 'S5735-L48T4X-A1',
  ProductUnit: '台',
  ContactName: '李采购',
  Mobile: '13912345678',
  CompanyName: '厦门演示科技有限公司',
  Quantity: 3,
  Requirement: '需要 3 台，含安装调试，月底前交货。',
  CreatedAt: '2026-11-21T06:30:00.000Z',
  Account: {
    UserId: 1,
    Name: '张三',
    Email: 'buyer@example.com',
    CompanyId: 1,
    CompanyName: '厦门演示科技有限公司',
    Regions: [1, 3],
  },
  Status: 0,
  StatusName: '待报价',
  Quote: null,
  Closed: null,
};

export const inquiries: Inquiry[] = [
  inquiry,
  {
    ...inquiry,
    Id: 13,
    ConsultationNo: 'ZX202611210013',
    ContactName: '王工',
    CompanyName: '个人',
    Account: null,
    Requirement: '',
  },
];

export const quotedInquiry: Inquiry = { ...inquiry, Status: 10, StatusName: '已报价', Quote: quote };

export const switchProduct: OpProduct = {
  Id: 28,
  Catalogue: 'consultation',
  Name: inquiry.ProductName,
  Model: inquiry.ProductModel,
  BrandId: 1,
  BrandName: '华为',
  CategoryId: 1,
  CategoryName: '网络设备',
  SupplierId: 1,
  SupplierName: '华为企业业务',
  Unit: '台',
  ImageUrl: '',
  Images: [],
  Specs: [],
  Description: '',
  MinQuantity: 1,
  QuantityStep: 1,
  Stock: 0,
  Sales: 12,
  OnSale: true,
  Prices: [{ RegionId: 1, RegionName: '华东', Price: '1350.00' }],
  Version: 1,
  UpdatedAt: '2026-11-01T00:00:00.000Z',
};
