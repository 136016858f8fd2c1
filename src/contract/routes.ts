/**
 * Every API route, once: its method and path (the key) and the schemas of its params, query, body, headers and
 * successful answers. The server registers each route from its entry (server/routes/route.ts: validation,
 * serialisation and the OpenAPI document); the client calls it by the same key (`call`/`apiUrl` in
 * src/core/http.ts) with the types of {@link Api} — a wrong path, param, query or body field, or answer type
 * fails `tsc` on either side. The client imports this file with `import type` only, so no schema reaches a
 * widget bundle.
 *
 * Error answers are documented next to the route (`errors(400, 404)` from ./common.ts), with its tags, summary,
 * guards, rate limits and cache policy: they are the server's business, not the caller's types.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { DeliveryAddress, DeliveryAddressBody, Division, DivisionsQuery } from './addresses.js';
import {
  AfterSale,
  AfterSaleListQuery,
  AfterSalePage,
  ApproveAfterSaleBody,
  CreateAfterSaleBody,
  OperatorAfterSaleQuery,
  RejectAfterSaleBody,
  ReturnParcelBody,
} from './after-sales.js';
import {
  AddCartItemBody,
  Cart,
  CartCount,
  CartLine,
  CartQuery,
  CartSelectionBody,
  UpdateCartItemBody,
} from './cart.js';
import {
  Banner,
  BannerQuery,
  BrandDetail,
  BrandSummary,
  Category,
  CategoryQuery,
  ConsultationBody,
  ConsultationCreated,
  FeaturedSolution,
  MyConsultationList,
  MyConsultationsQuery,
  ProductDetail,
  ProductDetailQuery,
  ProductPage,
  ProductQuery,
  Region,
  SearchResult,
  ShowcaseDetail,
  ShowcasePage,
  ShowcaseParams,
  ShowcaseQuery,
  SolutionDetail,
  Supplier,
} from './catalogue.js';
import { IdempotencyHeaders, IdParams, IdResponse, NoContent, TokenResponse } from './common.js';
import {
  CompanyInfo,
  CompanyInfoUpdate,
  CompanyRegions,
  CompanyRegionsUpdate,
  CompanyUser,
  CompanyUsersPage,
  CompanyUsersQuery,
  Customer,
  CustomerBody,
  CustomersPage,
  CustomersQuery,
  InviteBody,
  RoleBody,
  StateBody,
} from './company.js';
import {
  ContractPriceExportQuery,
  ContractPriceImportQuery,
  ContractPriceImportResult,
  ContractPriceList,
  ContractPricesBody,
} from './contract-prices.js';
import {
  CompanyCredit,
  CreditLineBody,
  DisputeBody,
  OperatorCredit,
  OperatorStatementQuery,
  RepaymentBody,
  Statement,
  StatementDetail,
  StatementFormatQuery,
  StatementPage,
  StatementQuery,
} from './credit.js';
import { HandoffExchangeBody, HandoffResponse, OriginCheckResponse } from './embed.js';
import {
  ApprovalPage,
  ApprovalPreview,
  ApprovalPreviewBody,
  ApprovalQuery,
  ApprovalRuleList,
  ApprovalRulesBody,
  BudgetList,
  BudgetQuery,
  DecisionBody,
  Department,
  DepartmentBody,
  DepartmentList,
  GovernanceUser,
  GovernanceUserBody,
  GovernanceUserList,
} from './governance.js';
import { HelpArticle, SiteContact } from './help.js';
import {
  CreateInvoiceBody,
  InvoiceAddress,
  InvoiceAddressBody,
  InvoiceableOrder,
  InvoiceDetail,
  InvoiceListQuery,
  InvoicePage,
  InvoiceTitle,
  InvoiceTitleBody,
  IssueInvoiceBody,
  OperatorInvoiceDetail,
  OperatorInvoicePage,
  OperatorInvoiceQuery,
  PostInvoiceBody,
  RejectInvoiceBody,
} from './invoices.js';
import {
  AuditPage,
  AuditQuery,
  CompanyReviewQuery,
  ConfirmTransferBody,
  ConfirmTransferResult,
  Dashboard,
  FulfilmentOrder,
  FulfilmentPage,
  FulfilmentQuery,
  OperatorInfo,
  OperatorLoginBody,
  PendingTransferPage,
  Refund,
  RefundBody,
  RefundPage,
  RefundQuery,
  RejectCompanyBody,
  ReviewCompany,
  ReviewCompanyPage,
  ShipBody,
  TransferQuery,
} from './operator.js';
import {
  CreateOperatorBody,
  OperatorAccount,
  OperatorAccountList,
  OperatorPasswordResetBody,
  UpdateOperatorBody,
} from './operator-accounts.js';
import {
  CatalogueOptions,
  ExportQuery,
  ImportQuery,
  ImportResult,
  OpProduct,
  OpProductPage,
  OpProductQuery,
  ProductBody,
  ProductSaleBody,
} from './operator-catalogue.js';
import {
  ContentDeleteQuery,
  ContentIdParams,
  ContentQuery,
  type ContentResource,
  ContentResources,
  contentBodySchema,
  contentItemSchema,
  contentPageSchema,
  UploadQuery,
  UploadResult,
} from './operator-content.js';
import {
  OperatorOrderDetail,
  OperatorOrderExportQuery,
  OperatorOrderPage,
  OperatorOrderQuery,
} from './operator-orders.js';
import {
  CompanyReport,
  CompanyReportQuery,
  ConversionQuery,
  ConversionReport,
  ReportExportQuery,
  SalesReport,
  SalesReportQuery,
} from './operator-reports.js';
import { CreateOrderBody, OrderDetail, OrderListQuery, OrderPage, OrderPreview, OrderPreviewBody } from './orders.js';
import {
  BankTransferNotifyBody,
  CashierConfirmBody,
  CashierQuery,
  CreatePaymentBody,
  NotifyAck,
  PaymentCreated,
  PaymentNotifyBody,
  PaymentView,
} from './payments.js';
import {
  CartExportQuery,
  FavoriteIds,
  FavoriteList,
  FavoriteParams,
  FavoriteState,
  FrequentList,
  PurchaseList,
  PurchaseListBody,
  PurchaseListImportQuery,
  PurchaseListItemsBody,
  PurchaseListSummary,
  PurchaseListToCartBody,
  QuickOrderBody,
  QuickOrderFileQuery,
  QuickOrderResult,
  QuickOrderSuggestions,
  QuickOrderSuggestQuery,
  RegionQuery,
  ReorderBody,
  TableFormatQuery,
} from './quick-order.js';
import { QuotePdfQuery, RequestRevisionBody } from './quote-terms.js';
import {
  AcceptQuoteBody,
  CloseInquiryBody,
  CreateQuoteBody,
  DeclineQuoteBody,
  Inquiry,
  InquiryPage,
  InquiryQuery,
  Quote,
  QuoteListQuery,
  QuotePage,
} from './quotes.js';
import {
  SearchReport,
  SearchReportQuery,
  Suggestions,
  SuggestQuery,
  Synonym,
  SynonymBody,
  SynonymDeleteQuery,
  SynonymList,
} from './search.js';
import { SpendReport, SpendReportExportQuery, SpendReportQuery } from './spend-report.js';
import {
  CreateTransferBatchBody,
  PendingTransferBatchList,
  TransferBatch,
  TransferVoucher,
  TransferVoucherList,
} from './transfers.js';
import {
  ActivationBody,
  CaptchaResponse,
  ChangePasswordBody,
  EmailChangeBody,
  EmailChangeCodeBody,
  EmailQuery,
  ExistsResponse,
  InvitationInfo,
  InvitationQuery,
  LicenseImageParams,
  LicenseImageQuery,
  LicenseImageUpload,
  LoginBody,
  OutboxMail,
  OutboxQuery,
  PasswordResetBody,
  PasswordResetCheckBody,
  PasswordResetRequestBody,
  ProfileUpdateBody,
  RegisterBody,
  UserInfo,
  ValidResponse,
  VerificationCheckBody,
} from './users.js';

/** What a route declares: its input schemas and its successful answers by status (errors are added by the route). */
export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: Partial<Record<number, TSchema>>;
}

type ContentEntries<R extends string> = {
  [K in `GET /api/Operator/content/${R}`]: {
    querystring: typeof ContentQuery;
    response: { 200: ReturnType<typeof contentPageSchema> };
  };
} & {
  [K in `GET /api/Operator/content/${R}/:id`]: {
    params: typeof ContentIdParams;
    response: { 200: ReturnType<typeof contentItemSchema> };
  };
} & {
  [K in `POST /api/Operator/content/${R}`]: {
    body: ReturnType<typeof contentBodySchema>;
    response: { 200: ReturnType<typeof contentItemSchema> };
  };
} & {
  [K in `PUT /api/Operator/content/${R}/:id`]: {
    params: typeof ContentIdParams;
    body: ReturnType<typeof contentBodySchema>;
    response: { 200: ReturnType<typeof contentItemSchema> };
  };
} & {
  [K in `DELETE /api/Operator/content/${R}/:id`]: {
    params: typeof ContentIdParams;
    querystring: typeof ContentDeleteQuery;
    response: { 204: ReturnType<typeof Type.Null> };
  };
};

/**
 * The operator console's content resources (src/contract/operator-content.ts): the same five routes for each,
 * with that resource's own item and body schemas.
 */
function contentRoutes(): ContentEntries<ContentResource> {
  const entries: [string, RouteSchemas][] = ContentResources.flatMap((resource) => {
    const base = `/api/Operator/content/${resource}`;
    const Item = contentItemSchema(resource);
    const Body = contentBodySchema(resource);
    return [
      [`GET ${base}`, { querystring: ContentQuery, response: { 200: contentPageSchema(resource) } }],
      [`GET ${base}/:id`, { params: ContentIdParams, response: { 200: Item } }],
      [`POST ${base}`, { body: Body, response: { 200: Item } }],
      [`PUT ${base}/:id`, { params: ContentIdParams, body: Body, response: { 200: Item } }],
      [
        `DELETE ${base}/:id`,
        { params: ContentIdParams, querystring: ContentDeleteQuery, response: { 204: Type.Null() } },
      ],
    ] satisfies [string, RouteSchemas][];
  });
  return Object.fromEntries(entries) as ContentEntries<ContentResource>;
}

export const ROUTES = {
  /* ------------------------------------------------------------ server/routes/users.ts */
  'GET /api/Users/Info': { response: { 200: UserInfo } },
  'GET /api/Users/GenerateCaptcha': { response: { 200: CaptchaResponse } },
  'POST /api/Users/login': { body: LoginBody, response: { 200: TokenResponse } },
  'POST /api/logout': {},
  'GET /api/Users/email/existance': { querystring: EmailQuery, response: { 200: ExistsResponse } },
  'POST /api/Users/verification/email/send': { querystring: EmailQuery, response: { 204: NoContent } },
  'POST /api/Users/verification/email/check': { body: VerificationCheckBody, response: { 200: ValidResponse } },
  'GET /api/Users/get-xsrf-token': {},
  'POST /api/Users': { body: RegisterBody, response: { 201: TokenResponse } },

  /* ------------------------------------------------------------ server/routes/company-evidence.ts */
  'POST /api/Users/license-images': { response: { 200: LicenseImageUpload } },
  'GET /api/Users/license-images/:id': {
    params: LicenseImageParams,
    querystring: LicenseImageQuery,
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'image/webp' }) },
  },
  'POST /api/Users/password/reset': { body: PasswordResetRequestBody, response: { 204: NoContent } },
  'PUT /api/Users/password/reset': { body: PasswordResetBody, response: { 204: NoContent } },
  'POST /api/Users/password/reset/check': { body: PasswordResetCheckBody, response: { 204: NoContent } },
  'GET /api/Users/invitations': { querystring: InvitationQuery, response: { 200: InvitationInfo } },
  'POST /api/Users/invitations/activations': { body: ActivationBody, response: { 201: TokenResponse } },

  /* ------------------------------------------------------------ server/routes/profile.ts */
  'PUT /api/Users/Info': { body: ProfileUpdateBody, response: { 200: UserInfo } },
  'PUT /api/Users/password': { body: ChangePasswordBody, response: { 200: TokenResponse } },
  'POST /api/Users/email/code': { body: EmailChangeCodeBody, response: { 204: NoContent } },
  'PUT /api/Users/email': { body: EmailChangeBody, response: { 200: UserInfo } },

  /* ------------------------------------------------------------ server/routes/company.ts */
  'GET /api/Company/info': { response: { 200: CompanyInfo } },
  'GET /api/Company/regions': { response: { 200: CompanyRegions } },
  'PUT /api/Company/info': { body: CompanyInfoUpdate, response: { 200: CompanyInfo } },
  'PUT /api/Company/regions': { body: CompanyRegionsUpdate, response: { 200: CompanyRegions } },

  /* ------------------------------------------------------------ server/routes/company-users.ts */
  'GET /api/Company/users': { querystring: CompanyUsersQuery, response: { 200: CompanyUsersPage } },
  'POST /api/Company/users/invitations': { body: InviteBody, response: { 201: IdResponse } },
  'POST /api/Company/users/invitations/:id/resend': { params: IdParams, response: { 204: NoContent } },
  'DELETE /api/Company/users/invitations/:id': { params: IdParams, response: { 204: NoContent } },
  'PUT /api/Company/users/:id/role': { params: IdParams, body: RoleBody, response: { 200: CompanyUser } },
  'PUT /api/Company/users/:id/state': { params: IdParams, body: StateBody, response: { 200: CompanyUser } },

  /* ------------------------------------------------------------ server/routes/departments.ts (governance) */
  'GET /api/Company/departments': { response: { 200: DepartmentList } },
  'POST /api/Company/departments': { body: DepartmentBody, response: { 201: Department } },
  'PUT /api/Company/departments/:id': { params: IdParams, body: DepartmentBody, response: { 200: Department } },
  'DELETE /api/Company/departments/:id': { params: IdParams, response: { 204: NoContent } },
  'GET /api/Company/users/governance': { response: { 200: GovernanceUserList } },
  'PUT /api/Company/users/:id': { params: IdParams, body: GovernanceUserBody, response: { 200: GovernanceUser } },
  'GET /api/Company/approval-rules': { response: { 200: ApprovalRuleList } },
  'PUT /api/Company/approval-rules': { body: ApprovalRulesBody, response: { 200: ApprovalRuleList } },
  'GET /api/Company/budgets': { querystring: BudgetQuery, response: { 200: BudgetList } },
  'GET /api/Company/spend-report': { querystring: SpendReportQuery, response: { 200: SpendReport } },
  'GET /api/Company/spend-report/export': {
    querystring: SpendReportExportQuery,
    response: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv 或 XLSX 文件' }),
    },
  },

  /* ------------------------------------------------------------ server/routes/credit.ts (账期与对账单) */
  'GET /api/Company/credit': { response: { 200: CompanyCredit } },
  'GET /api/Company/statements': { querystring: StatementQuery, response: { 200: StatementPage } },
  'GET /api/Company/statements/:id': {
    params: IdParams,
    querystring: StatementFormatQuery,
    response: { 200: StatementDetail },
  },
  'POST /api/Company/statements/:id/confirm': { params: IdParams, response: { 200: Statement } },
  'POST /api/Company/statements/:id/dispute': { params: IdParams, body: DisputeBody, response: { 200: Statement } },

  /* ------------------------------------------------------------ server/routes/approvals.ts (governance) */
  'GET /api/Approvals': { querystring: ApprovalQuery, response: { 200: ApprovalPage } },
  'POST /api/Approvals/:id/approve': { params: IdParams, body: DecisionBody, response: { 200: OrderDetail } },
  'POST /api/Approvals/:id/reject': { params: IdParams, body: DecisionBody, response: { 200: OrderDetail } },
  'POST /api/Approvals/:id/withdraw': { params: IdParams, response: { 200: OrderDetail } },
  'POST /api/Approvals/preview': { body: ApprovalPreviewBody, response: { 200: ApprovalPreview } },

  /* ------------------------------------------------------------ server/routes/customers.ts */
  'GET /api/Company/customers': { querystring: CustomersQuery, response: { 200: CustomersPage } },
  'GET /api/Company/customers/:id': { params: IdParams, response: { 200: Customer } },
  'POST /api/Company/customers': { body: CustomerBody, response: { 201: Customer } },
  'PUT /api/Company/customers/:id': { params: IdParams, body: CustomerBody, response: { 200: Customer } },
  'DELETE /api/Company/customers/:id': { params: IdParams, response: { 204: NoContent } },

  /* ------------------------------------------------------------ server/routes/delivery-addresses.ts */
  'GET /api/Company/delivery-addresses': { response: { 200: Type.Array(DeliveryAddress) } },
  'POST /api/Company/delivery-addresses': { body: DeliveryAddressBody, response: { 201: DeliveryAddress } },
  'PUT /api/Company/delivery-addresses/:id': {
    params: IdParams,
    body: DeliveryAddressBody,
    response: { 200: DeliveryAddress },
  },
  'DELETE /api/Company/delivery-addresses/:id': { params: IdParams, response: { 204: NoContent } },
  'GET /api/Divisions': { querystring: DivisionsQuery, response: { 200: Type.Array(Division) } },

  /* ------------------------------------------------------------ server/routes/dev-outbox.ts */
  'GET /api/dev/outbox': { querystring: OutboxQuery, response: { 200: Type.Array(OutboxMail) } },

  /* ------------------------------------------------------------ server/routes/embed.ts */
  'POST /api/Users/handoff': { response: { 200: HandoffResponse } },
  'GET /api/embed/origin': { response: { 200: OriginCheckResponse } },
  'POST /api/Users/handoff/exchange': { body: HandoffExchangeBody, response: { 200: TokenResponse } },

  /* ------------------------------------------------------------ server/routes/catalogue.ts */
  'GET /api/Regions': { response: { 200: Type.Array(Region) } },
  'GET /api/Banners': { querystring: BannerQuery, response: { 200: Type.Array(Banner) } },
  'GET /api/Brands': { response: { 200: Type.Array(BrandSummary) } },
  'GET /api/Brands/:id': { params: IdParams, response: { 200: BrandDetail } },
  'GET /api/FeaturedSolutions': { response: { 200: Type.Array(FeaturedSolution) } },
  'GET /api/Solutions/:id': { params: IdParams, response: { 200: SolutionDetail } },
  'GET /api/Categories': { querystring: CategoryQuery, response: { 200: Type.Array(Category) } },
  'GET /api/Categories/displayed': { querystring: CategoryQuery, response: { 200: Type.Array(Category) } },
  'GET /api/Suppliers': { response: { 200: Type.Array(Supplier) } },
  'GET /api/Suppliers/displayed': { response: { 200: Type.Array(Supplier) } },
  'GET /api/Products': { querystring: ProductQuery, response: { 200: ProductPage } },
  'GET /api/Products/:id': { params: IdParams, querystring: ProductDetailQuery, response: { 200: ProductDetail } },
  'GET /api/Search': { querystring: ProductQuery, response: { 200: SearchResult } },
  'GET /api/Search/suggest': { querystring: SuggestQuery, response: { 200: Suggestions } },

  /* ------------------------------------------------------------ server/routes/showcase.ts */
  'GET /api/YellowPages/products': { querystring: ShowcaseQuery, response: { 200: ShowcasePage } },
  'GET /api/YellowPages/products/:globalId': { params: ShowcaseParams, response: { 200: ShowcaseDetail } },

  /* ------------------------------------------------------------ server/routes/consultations.ts */
  'POST /api/Consultations': { body: ConsultationBody, response: { 201: ConsultationCreated } },
  'GET /api/Consultations': { querystring: MyConsultationsQuery, response: { 200: MyConsultationList } },

  /* ------------------------------------------------------------ server/routes/help.ts */
  'GET /api/Help': { response: { 200: Type.Array(HelpArticle) } },
  'GET /api/Help/contact': { response: { 200: SiteContact } },

  /* ------------------------------------------------------------ server/routes/cart.ts */
  'GET /api/ShoppingCarts/items/count': { querystring: CartQuery, response: { 200: CartCount } },
  'GET /api/ShoppingCarts/items': { querystring: CartQuery, response: { 200: Cart } },
  'POST /api/ShoppingCarts/items': { body: AddCartItemBody, response: { 201: CartLine } },
  'PUT /api/ShoppingCarts/items/selection': { body: CartSelectionBody, response: { 204: Type.Null() } },
  'PUT /api/ShoppingCarts/items/:id': { params: IdParams, body: UpdateCartItemBody, response: { 200: CartLine } },
  'DELETE /api/ShoppingCarts/items/:id': { params: IdParams, response: { 204: Type.Null() } },

  /* ------------------------------------------------------------ server/routes/orders.ts */
  'POST /api/Orders/preview': { body: OrderPreviewBody, response: { 200: OrderPreview } },
  'POST /api/Orders': { body: CreateOrderBody, headers: IdempotencyHeaders, response: { 201: OrderDetail } },
  'GET /api/Orders': { querystring: OrderListQuery, response: { 200: OrderPage } },
  'GET /api/Orders/export': {
    querystring: OrderListQuery,
    response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }) },
  },
  'GET /api/Orders/:id': { params: IdParams, response: { 200: OrderDetail } },
  'POST /api/Orders/:id/cancel': { params: IdParams, response: { 200: OrderDetail } },

  /* ------------------------------------------------------------ server/routes/payments.ts */
  'POST /api/Payments': { body: CreatePaymentBody, headers: IdempotencyHeaders, response: { 201: PaymentCreated } },
  'GET /api/Payments/:id': { params: IdParams, response: { 200: PaymentView } },
  'GET /api/Payments/sandbox/:id': { params: IdParams, querystring: CashierQuery, response: { 200: Type.String() } },
  'POST /api/Payments/sandbox/:id/confirm': { params: IdParams, body: CashierConfirmBody },
  'POST /api/Payments/notify': { body: PaymentNotifyBody, response: { 200: NotifyAck } },
  'POST /api/Payments/bank-transfer/notify': { body: BankTransferNotifyBody, response: { 200: NotifyAck } },

  /* ------------------------------------------------------------ server/routes/transfer-batches.ts */
  'POST /api/TransferBatches': { body: CreateTransferBatchBody, response: { 201: TransferBatch } },
  'GET /api/TransferBatches/:id': { params: IdParams, response: { 200: TransferBatch } },
  'POST /api/TransferBatches/:id/cancel': { params: IdParams, response: { 200: TransferBatch } },
  'POST /api/TransferBatches/:id/voucher': { params: IdParams, response: { 201: TransferVoucher } },
  'GET /api/Orders/:id/transfer-vouchers': { params: IdParams, response: { 200: TransferVoucherList } },
  'POST /api/Orders/:id/transfer-voucher': { params: IdParams, response: { 201: TransferVoucher } },
  'GET /api/TransferVouchers/:id': {
    params: IdParams,
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
  },
  'GET /api/Operator/transfer-batches': { response: { 200: PendingTransferBatchList } },
  'GET /api/Operator/transfer-vouchers/:id': {
    params: IdParams,
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
  },

  /* ------------------------------------------------------------ server/routes/invoices.ts */
  'GET /api/Invoices/titles': { response: { 200: Type.Array(InvoiceTitle) } },
  'GET /api/Invoices/addresses': { response: { 200: Type.Array(InvoiceAddress) } },
  'GET /api/Invoices/invoiceable-orders': { response: { 200: Type.Array(InvoiceableOrder) } },
  'GET /api/Invoices': { querystring: InvoiceListQuery, response: { 200: InvoicePage } },
  'GET /api/Invoices/:id': { params: IdParams, response: { 200: InvoiceDetail } },
  'GET /api/Invoices/:id/pdf': {
    params: IdParams,
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
  },
  'POST /api/Invoices/titles': { body: InvoiceTitleBody, response: { 201: InvoiceTitle } },
  'PUT /api/Invoices/titles/:id': { params: IdParams, body: InvoiceTitleBody, response: { 200: InvoiceTitle } },
  'DELETE /api/Invoices/titles/:id': { params: IdParams, response: { 204: Type.Null() } },
  'POST /api/Invoices/addresses': { body: InvoiceAddressBody, response: { 201: InvoiceAddress } },
  'PUT /api/Invoices/addresses/:id': { params: IdParams, body: InvoiceAddressBody, response: { 200: InvoiceAddress } },
  'DELETE /api/Invoices/addresses/:id': { params: IdParams, response: { 204: Type.Null() } },
  'POST /api/Invoices': { body: CreateInvoiceBody, response: { 201: InvoiceDetail } },

  /* ------------------------------------------------------------ server/routes/quotes.ts */
  'GET /api/Quotes': { querystring: QuoteListQuery, response: { 200: QuotePage } },
  'GET /api/Quotes/:id': { params: IdParams, response: { 200: Quote } },
  'POST /api/Quotes/:id/accept': {
    params: IdParams,
    body: AcceptQuoteBody,
    headers: IdempotencyHeaders,
    response: { 201: OrderDetail },
  },
  'POST /api/Quotes/:id/decline': { params: IdParams, body: DeclineQuoteBody, response: { 200: Quote } },
  'POST /api/Quotes/:id/revision': { params: IdParams, body: RequestRevisionBody, response: { 200: Quote } },
  'GET /api/Quotes/:id/pdf': {
    params: IdParams,
    querystring: QuotePdfQuery,
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
  },

  /* ------------------------------------------------------------ server/routes/operator.ts */
  'GET /api/Operator/me': { response: { 200: OperatorInfo } },
  'GET /api/Operator/dashboard': { response: { 200: Dashboard } },
  'GET /api/Operator/audit': { querystring: AuditQuery, response: { 200: AuditPage } },
  'GET /api/Operator/companies': { querystring: CompanyReviewQuery, response: { 200: ReviewCompanyPage } },
  'GET /api/Operator/companies/:id': { params: IdParams, response: { 200: ReviewCompany } },
  'POST /api/Operator/companies/:id/approve': { params: IdParams, response: { 200: ReviewCompany } },
  'POST /api/Operator/companies/:id/reject': {
    params: IdParams,
    body: RejectCompanyBody,
    response: { 200: ReviewCompany },
  },
  /* ------------------------------------------------------------ server/routes/operator-credit.ts */
  'GET /api/Operator/credit': { response: { 200: Type.Array(OperatorCredit) } },
  'GET /api/Operator/companies/:id/credit': { params: IdParams, response: { 200: OperatorCredit } },
  'PUT /api/Operator/companies/:id/credit': {
    params: IdParams,
    body: CreditLineBody,
    response: { 200: OperatorCredit },
  },
  'GET /api/Operator/statements': { querystring: OperatorStatementQuery, response: { 200: StatementPage } },
  'GET /api/Operator/statements/:id': { params: IdParams, response: { 200: StatementDetail } },
  'POST /api/Operator/statements/:id/repayments': {
    params: IdParams,
    body: RepaymentBody,
    response: { 201: StatementDetail },
  },
  'GET /api/Operator/transfers': { querystring: TransferQuery, response: { 200: PendingTransferPage } },
  'POST /api/Operator/transfers/confirm': { body: ConfirmTransferBody, response: { 200: ConfirmTransferResult } },
  'GET /api/Operator/refunds': { querystring: RefundQuery, response: { 200: RefundPage } },
  'POST /api/Operator/refunds/:id': { params: IdParams, body: RefundBody, response: { 200: Refund } },
  'GET /api/Operator/fulfilment': { querystring: FulfilmentQuery, response: { 200: FulfilmentPage } },
  /* ------------------------------------------------------------ server/routes/operator-orders.ts */
  'GET /api/Operator/orders': { querystring: OperatorOrderQuery, response: { 200: OperatorOrderPage } },
  'GET /api/Operator/orders/export': {
    querystring: OperatorOrderExportQuery,
    response: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv 或 XLSX 文件（流式）' }),
    },
  },
  'GET /api/Operator/orders/:id': { params: IdParams, response: { 200: OperatorOrderDetail } },
  /* ------------------------------------------------------------ server/routes/operator-reports.ts */
  'GET /api/Operator/reports/sales': { querystring: SalesReportQuery, response: { 200: SalesReport } },
  'GET /api/Operator/reports/companies': { querystring: CompanyReportQuery, response: { 200: CompanyReport } },
  'GET /api/Operator/reports/conversion': { querystring: ConversionQuery, response: { 200: ConversionReport } },
  'GET /api/Operator/reports/export': {
    querystring: ReportExportQuery,
    response: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv 或 XLSX 文件' }),
    },
  },
  'POST /api/Operator/orders/:id/ship': { params: IdParams, body: ShipBody, response: { 200: FulfilmentOrder } },
  'POST /api/Operator/login': { body: OperatorLoginBody, response: { 200: TokenResponse } },
  /* ------------------------------------------------------------ server/routes/operator-staff.ts */
  'GET /api/Operator/operators': { response: { 200: OperatorAccountList } },
  'POST /api/Operator/operators': { body: CreateOperatorBody, response: { 201: OperatorAccount } },
  'PUT /api/Operator/operators/:id': { params: IdParams, body: UpdateOperatorBody, response: { 200: OperatorAccount } },
  'POST /api/Operator/operators/:id/reset-password': { params: IdParams, response: { 204: NoContent } },
  'POST /api/Operator/password/reset': { body: OperatorPasswordResetBody, response: { 204: NoContent } },

  /* ------------------------------------------------------------ server/routes/operator-catalogue.ts */
  'GET /api/Operator/catalogue/options': { response: { 200: CatalogueOptions } },
  'GET /api/Operator/products': { querystring: OpProductQuery, response: { 200: OpProductPage } },
  'GET /api/Operator/products/:id': { params: IdParams, response: { 200: OpProduct } },
  'POST /api/Operator/products': { body: ProductBody, response: { 200: OpProduct } },
  'PUT /api/Operator/products/:id': { params: IdParams, body: ProductBody, response: { 200: OpProduct } },
  'POST /api/Operator/products/:id/sale': { params: IdParams, body: ProductSaleBody, response: { 200: OpProduct } },
  'GET /api/Operator/products/export': {
    querystring: ExportQuery,
    response: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv 或 XLSX 文件' }),
    },
  },
  'POST /api/Operator/products/import': { querystring: ImportQuery, response: { 200: ImportResult } },

  /* ------------------------------------------------------------ server/routes/operator-prices.ts */
  'GET /api/Operator/companies/:id/prices': { params: IdParams, response: { 200: ContractPriceList } },
  'PUT /api/Operator/companies/:id/prices': {
    params: IdParams,
    body: ContractPricesBody,
    response: { 200: ContractPriceList },
  },
  'POST /api/Operator/companies/:id/prices/import': {
    params: IdParams,
    querystring: ContractPriceImportQuery,
    response: { 200: ContractPriceImportResult },
  },
  'GET /api/Operator/companies/:id/prices/export': {
    params: IdParams,
    querystring: ContractPriceExportQuery,
    response: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv 或 XLSX 文件' }),
    },
  },

  /* ------------------------------------------------------------ server/routes/operator-search.ts */
  'GET /api/Operator/search/synonyms': { response: { 200: SynonymList } },
  'POST /api/Operator/search/synonyms': { body: SynonymBody, response: { 201: Synonym } },
  'PUT /api/Operator/search/synonyms/:id': { params: IdParams, body: SynonymBody, response: { 200: Synonym } },
  'DELETE /api/Operator/search/synonyms/:id': {
    params: IdParams,
    querystring: SynonymDeleteQuery,
    response: { 204: NoContent },
  },
  'GET /api/Operator/search/report': { querystring: SearchReportQuery, response: { 200: SearchReport } },

  /* ------------------------------------------------------------ server/routes/operator-content.ts */
  'POST /api/Operator/media': { querystring: UploadQuery, response: { 200: UploadResult } },

  /* ------------------------------------------------------------ server/routes/operator-invoices.ts */
  'GET /api/Operator/invoices': { querystring: OperatorInvoiceQuery, response: { 200: OperatorInvoicePage } },
  'GET /api/Operator/invoices/:id': { params: IdParams, response: { 200: OperatorInvoiceDetail } },
  'POST /api/Operator/invoices/:id/issue': {
    params: IdParams,
    body: IssueInvoiceBody,
    response: { 200: OperatorInvoiceDetail },
  },
  'PUT /api/Operator/invoices/:id/pdf': { params: IdParams, response: { 200: OperatorInvoiceDetail } },
  'POST /api/Operator/invoices/:id/post': {
    params: IdParams,
    body: PostInvoiceBody,
    response: { 200: OperatorInvoiceDetail },
  },
  'POST /api/Operator/invoices/:id/reject': {
    params: IdParams,
    body: RejectInvoiceBody,
    response: { 200: OperatorInvoiceDetail },
  },

  /* ------------------------------------------------------------ server/routes/operator-quotes.ts */
  'GET /api/Operator/inquiries': { querystring: InquiryQuery, response: { 200: InquiryPage } },
  'GET /api/Operator/inquiries/:id': { params: IdParams, response: { 200: Inquiry } },
  'POST /api/Operator/inquiries/:id/quote': { params: IdParams, body: CreateQuoteBody, response: { 201: Inquiry } },
  'POST /api/Operator/inquiries/:id/quote/versions': {
    params: IdParams,
    body: CreateQuoteBody,
    response: { 201: Inquiry },
  },
  'GET /api/Operator/quotes/:id/pdf': {
    params: IdParams,
    querystring: QuotePdfQuery,
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
  },
  'POST /api/Operator/inquiries/:id/close': { params: IdParams, body: CloseInquiryBody, response: { 200: Inquiry } },

  /* ------------------------------------------------------------ server/routes/order-receipt.ts */
  'POST /api/Orders/:id/receive': { params: IdParams, response: { 204: NoContent } },

  /* ------------------------------------------------------------ server/routes/after-sales.ts */
  'POST /api/AfterSales': { body: CreateAfterSaleBody, response: { 201: AfterSale } },
  'POST /api/AfterSales/images': { response: { 200: UploadResult } },
  'GET /api/AfterSales': { querystring: AfterSaleListQuery, response: { 200: AfterSalePage } },
  'GET /api/AfterSales/:id': { params: IdParams, response: { 200: AfterSale } },
  'POST /api/AfterSales/:id/return-parcel': { params: IdParams, body: ReturnParcelBody, response: { 200: AfterSale } },
  'POST /api/AfterSales/:id/withdraw': { params: IdParams, response: { 200: AfterSale } },
  'GET /api/Operator/after-sales': { querystring: OperatorAfterSaleQuery, response: { 200: AfterSalePage } },
  'GET /api/Operator/after-sales/:id': { params: IdParams, response: { 200: AfterSale } },
  'POST /api/Operator/after-sales/:id/approve': {
    params: IdParams,
    body: ApproveAfterSaleBody,
    response: { 200: AfterSale },
  },
  'POST /api/Operator/after-sales/:id/reject': {
    params: IdParams,
    body: RejectAfterSaleBody,
    response: { 200: AfterSale },
  },
  'POST /api/Operator/after-sales/:id/receive': {
    params: IdParams,
    body: ApproveAfterSaleBody,
    response: { 200: AfterSale },
  },

  /* ------------------------------------------------------------ server/routes/quick-order.ts */
  'POST /api/ShoppingCarts/quick-order': { body: QuickOrderBody, response: { 200: QuickOrderResult } },
  'POST /api/ShoppingCarts/quick-order/file': { querystring: QuickOrderFileQuery, response: { 200: QuickOrderResult } },
  'GET /api/ShoppingCarts/quick-order/suggestions': {
    querystring: QuickOrderSuggestQuery,
    response: { 200: QuickOrderSuggestions },
  },
  'GET /api/ShoppingCarts/export': {
    querystring: CartExportQuery,
    response: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv 或 XLSX 文件' }),
    },
  },
  'POST /api/Orders/:id/reorder': { params: IdParams, body: ReorderBody, response: { 200: QuickOrderResult } },

  /* ------------------------------------------------------------ server/routes/purchase-lists.ts */
  'GET /api/PurchaseLists': { response: { 200: Type.Array(PurchaseListSummary) } },
  'POST /api/PurchaseLists': { body: PurchaseListBody, response: { 201: PurchaseList } },
  'POST /api/PurchaseLists/import': { querystring: PurchaseListImportQuery, response: { 201: PurchaseList } },
  'GET /api/PurchaseLists/:id': { params: IdParams, querystring: RegionQuery, response: { 200: PurchaseList } },
  'PUT /api/PurchaseLists/:id': { params: IdParams, body: PurchaseListBody, response: { 200: PurchaseList } },
  'DELETE /api/PurchaseLists/:id': { params: IdParams, response: { 204: NoContent } },
  'POST /api/PurchaseLists/:id/items': {
    params: IdParams,
    body: PurchaseListItemsBody,
    response: { 200: PurchaseList },
  },
  'POST /api/PurchaseLists/:id/to-cart': {
    params: IdParams,
    body: PurchaseListToCartBody,
    response: { 200: QuickOrderResult },
  },
  'GET /api/PurchaseLists/:id/export': {
    params: IdParams,
    querystring: TableFormatQuery,
    response: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv 或 XLSX 文件' }),
    },
  },

  /* ------------------------------------------------------------ server/routes/favorites.ts */
  'GET /api/Favorites': { querystring: RegionQuery, response: { 200: FavoriteList } },
  'GET /api/Favorites/ids': { response: { 200: FavoriteIds } },
  'GET /api/Favorites/:productId': { params: FavoriteParams, response: { 200: FavoriteState } },
  'PUT /api/Favorites/:productId': { params: FavoriteParams, response: { 200: FavoriteState } },
  'DELETE /api/Favorites/:productId': { params: FavoriteParams, response: { 200: FavoriteState } },
  'GET /api/Products/frequent': { querystring: RegionQuery, response: { 200: FrequentList } },

  /* ------------------------------------------------------------ server/routes/operator-content.ts */
  ...contentRoutes(),
} satisfies Record<string, RouteSchemas>;

/** A route of the API: `'GET /api/Products/:id'` (method, space, path with `:param`s). */
export type RouteKey = keyof typeof ROUTES;

type StaticOf<E, P extends string> = E extends { [Q in P]: infer S extends TSchema } ? Static<S> : undefined;
/** The answer of a success: the 200 body, else the 201 body, else nothing (204, or a route without a body). */
type AnswerOf<E> = E extends { response: infer R }
  ? R extends { 200: infer S extends TSchema }
    ? Static<S>
    : R extends { 201: infer S extends TSchema }
      ? Static<S>
      : undefined
  : undefined;

/** The types of one route, as the client sends and receives them. */
export interface ApiRoute<K extends RouteKey> {
  params: StaticOf<(typeof ROUTES)[K], 'params'>;
  query: StaticOf<(typeof ROUTES)[K], 'querystring'>;
  body: StaticOf<(typeof ROUTES)[K], 'body'>;
  response: AnswerOf<(typeof ROUTES)[K]>;
}
