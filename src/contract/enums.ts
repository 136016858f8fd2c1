/**
 * Enumerations shared by the API server and the client: one meaning for every status number.
 * Plain `as const` objects (no TypeScript enums) so the client bundle tree-shakes what it does not use.
 */

// The catalogues live in their own module: the route table needs them on every first load, and importing this
// file there would pull every status name (and the operator's audit names) into it.
export { type Catalogue, CatalogueName, Catalogues } from './catalogues.js';

export const RoleName = { Admin: '管理员', Buyer: '采购员' } as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

/** Company.StatusEnum. No status, or 20, shows the company reminder (complete the company information). */
export const CompanyStatus = { Incomplete: 10, PendingReview: 20, Verified: 30, Rejected: 40 } as const;
export const CompanyStatusName: Record<number, string> = {
  10: '待完善',
  20: '待审核',
  30: '已认证',
  40: '已驳回',
};

export const OrderStatus = {
  /** Waits for its approvers (审批); stock and budget reserved, not payable. */
  PendingApproval: 5,
  PendingPayment: 10,
  AwaitingTransfer: 20,
  Paid: 30,
  Shipped: 40,
  Completed: 50,
  /** Everything paid went back to the buyer through after-sales (售后): 仅退款 before shipping or 退货退款. */
  Refunded: 80,
  Cancelled: 90,
  /** An approver rejected it (审批驳回); stock and budget released. */
  Rejected: 95,
} as const;
export const OrderStatusName: Record<number, string> = {
  5: '待审批',
  10: '待支付',
  20: '待确认到账',
  30: '已支付',
  40: '已发货',
  50: '已完成',
  80: '已退款',
  90: '已取消',
  95: '已驳回',
};

/** After-sales (售后) request types: 仅退款 (unshipped goods of a paid order) and 退货退款 (goods received). */
export const AfterSaleTypes = ['refund', 'return'] as const;
export type AfterSaleType = (typeof AfterSaleTypes)[number];
export const AfterSaleTypeName: Record<AfterSaleType, string> = { refund: '仅退款', return: '退货退款' };
/**
 * An after-sales request's status. 仅退款: 10 → 40 (approved = refunded) or 80; 退货退款: 10 → 20 → 30 → 40, or
 * 80; the buyer may withdraw (90) until the parcel is on its way.
 */
export const AfterSaleStatus = {
  Requested: 10,
  AwaitingReturn: 20,
  Returning: 30,
  Refunded: 40,
  Rejected: 80,
  Withdrawn: 90,
} as const;
export const AfterSaleStatusName: Record<number, string> = {
  10: '待审核',
  20: '待寄回',
  30: '待收货',
  40: '已退款',
  80: '已驳回',
  90: '已撤销',
};
/** Reasons offered in the request form (the server takes any short text). */
export const AfterSaleReasons = ['质量问题', '发错货', '少发漏发', '商品破损', '不想要了', '其他'] as const;

/** 'credit': 账期支付, on the company's credit line (paid at once, owed until its monthly statement is repaid). */
export const PaymentMethods = ['sandbox', 'bank-transfer', 'credit'] as const;
export type PaymentMethod = (typeof PaymentMethods)[number];
export const PaymentMethodName: Record<PaymentMethod, string> = {
  sandbox: '在线支付',
  'bank-transfer': '对公转账',
  credit: '账期支付',
};

export const PaymentStatus = { Pending: 10, Succeeded: 20, Failed: 30, Closed: 40 } as const;
export const PaymentStatusName: Record<number, string> = { 10: '待支付', 20: '支付成功', 30: '支付失败', 40: '已关闭' };

/** Order.InvoiceType; InvoiceTitle.Type uses 1 and 2. */
export const InvoiceType = { None: 0, Normal: 1, Special: 2 } as const;
export const InvoiceTypeName: Record<number, string> = { 0: '不开发票', 1: '普通发票', 2: '增值税专用发票' };

export const InvoiceStatus = { Requested: 10, Issued: 20, Mailed: 30, Rejected: 90 } as const;
export const InvoiceStatusName: Record<number, string> = { 10: '申请中', 20: '已开具', 30: '已寄出', 90: '已驳回' };

export const UserState = { Active: 'active', Disabled: 'disabled', Invited: 'invited' } as const;
export type UserState = (typeof UserState)[keyof typeof UserState];
export const UserStateName: Record<UserState, string> = { active: '正常', disabled: '已停用', invited: '邀请中' };

/** A quote's status; Expired is never stored: a pending quote past its validity day reads as 40. */
export const QuoteStatus = { Pending: 10, Accepted: 20, Declined: 30, Expired: 40 } as const;
export const QuoteStatusName: Record<number, string> = { 10: '待确认', 20: '已接受', 30: '已拒绝', 40: '已过期' };
/** An inquiry's (consultation's) status in the operator queue: 0 while unanswered, then its quote's status. */
export const InquiryStatus = {
  Waiting: 0,
  Quoted: 10,
  Accepted: 20,
  Declined: 30,
  Expired: 40,
  /** Closed by an operator after calling the asker back (a visitor's inquiry cannot be quoted online). */
  Contacted: 50,
  /** Closed by an operator with a reason. */
  Closed: 60,
} as const;
export const InquiryStatusName: Record<number, string> = {
  0: '待报价',
  10: '已报价',
  20: '已接受',
  30: '已拒绝',
  40: '已过期',
  50: '已联系',
  60: '已关闭',
};

/** Sort orders of product lists. */
export const ProductSorts = ['default', 'price-asc', 'price-desc', 'newest', 'sales'] as const;
export type ProductSort = (typeof ProductSorts)[number];

/** The operator console's audited actions (audit_log.action) and their Chinese names. */
export const AuditActionName: Record<string, string> = {
  'company.approve': '企业审核通过',
  'company.reject': '企业审核驳回',
  'company.prices': '设置协议价',
  'company.prices-import': '导入协议价',
  'payment.confirm-transfer': '确认对公转账到账',
  'payment.refund': '退款',
  'order.ship': '发货',
  'search-synonym.create': '新增搜索同义词',
  'search-synonym.update': '修改搜索同义词',
  'search-synonym.delete': '删除搜索同义词',
  'after-sale.approve': '售后审核通过',
  'after-sale.reject': '售后驳回',
  'after-sale.receive': '确认退货收货',
  'after-sale.refund': '售后退款',
  'product.create': '新建商品',
  'product.update': '编辑商品',
  'product.on-sale': '商品上架',
  'product.off-sale': '商品下架',
  'product.import': '批量导入商品',
  'media.upload': '上传图片',
  'operator.update': '修改运营账号',
  'operator.reset-password': '发送运营账号重置密码邮件',
  'operator.password-set': '运营账号重设密码',
  ...Object.fromEntries(
    (
      [
        ['brand', '品牌'],
        ['category', '分类'],
        ['supplier', '供应商'],
        ['banner', '横幅'],
        ['solution', '解决方案'],
        ['showcase', '黄页条目'],
        ['help', '帮助文章'],
      ] as const
    ).flatMap(([entity, name]) => [
      [`${entity}.create`, `新建${name}`],
      [`${entity}.update`, `编辑${name}`],
      [`${entity}.delete`, `删除${name}`],
    ]),
  ),
  'quote.create': '报价',
  'quote.revise': '发送报价新版本',
  'inquiry.close': '关闭咨询',
  'invoice.issue': '开具发票',
  'invoice.upload-pdf': '上传电子发票',
  'invoice.post': '寄出发票',
  'invoice.reject': '驳回发票申请',
  'operator.create': '创建运营账号',
  'company.credit': '设置企业账期',
  'statement.repayment': '登记对账单还款',
};
/** What an audit entry is about (audit_log.entity). */
export const AuditEntityName: Record<string, string> = {
  company: '企业',
  order: '订单',
  payment: '支付单',
  product: '商品',
  quote: '报价',
  invoice: '发票',
  brand: '品牌',
  category: '分类',
  supplier: '供应商',
  banner: '横幅',
  solution: '解决方案',
  showcase: '黄页条目',
  help: '帮助文章',
  media: '图片',
  operator: '运营账号',
  statement: '对账单',
};
