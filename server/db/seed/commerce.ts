/**
 * Demo commerce data of the demo companies: invoice titles (普通 and 增值税专用), addresses, orders in every
 * status (several paid and not yet invoiced, for 集中开票), their payments and two invoices.
 * Idempotent: a company that already has invoice titles or orders is left alone. Historical orders do not
 * touch today's stock.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatDate } from '../../../src/contract/dates.js';
import { InvoiceStatus, OrderStatus, PaymentStatus } from '../../../src/contract/enums.js';
import { newInvoiceNo } from '../../services/invoices.js';
import { Dec, formatMoney, lineTotal, sumMoney } from '../../services/money.js';
import {
  addressSnapshotOf,
  newOrderNo,
  newRemittanceCode,
  payBeforeNote,
  payDeadline,
  titleSnapshotOf,
} from '../../services/orders.js';
import type { Db } from '../client.js';
import {
  customers,
  invoiceAddresses,
  invoiceOrders,
  invoices,
  invoiceTitles,
  orderEvents,
  orderItems,
  orders,
  payments,
  productPrices,
  products,
  users,
} from '../schema.js';

const DAY = 86_400_000;

interface DemoOrder {
  buyer: 'admin' | 'buyer';
  status: number;
  daysAgo: number;
  items: [productId: number, quantity: number][];
  method?: 'sandbox' | 'bank-transfer';
  invoiceType?: 0 | 1 | 2;
  purchaseOrderNo?: string;
  note?: string;
  withCustomer?: boolean;
}

const companyAOrders: DemoOrder[] = [
  {
    buyer: 'buyer',
    status: OrderStatus.Completed,
    daysAgo: 42,
    items: [
      [1, 2],
      [13, 4],
    ],
    method: 'sandbox',
    invoiceType: 2,
    purchaseOrderNo: 'PO-2025-0815',
  },
  {
    buyer: 'admin',
    status: OrderStatus.Shipped,
    daysAgo: 12,
    items: [
      [16, 50],
      [19, 30],
    ],
    method: 'bank-transfer',
    invoiceType: 1,
    note: '请送至 3 号门卫室',
  },
  {
    buyer: 'buyer',
    status: OrderStatus.Paid,
    daysAgo: 3,
    items: [
      [31, 24],
      [46, 3],
    ],
    method: 'sandbox',
    invoiceType: 1,
    withCustomer: true,
  },
  {
    buyer: 'admin',
    status: OrderStatus.Paid,
    daysAgo: 2,
    items: [
      [61, 2],
      [64, 1],
    ],
    method: 'sandbox',
    invoiceType: 2,
    purchaseOrderNo: 'PO-2025-1102',
  },
  {
    buyer: 'admin',
    status: OrderStatus.Paid,
    daysAgo: 1,
    items: [
      [121, 500],
      [124, 48],
    ],
    method: 'bank-transfer',
    invoiceType: 0,
  },
  {
    buyer: 'buyer',
    status: OrderStatus.Paid,
    daysAgo: 20,
    items: [
      [137, 10],
      [139, 20],
      [211, 300],
      [212, 3],
    ],
    method: 'sandbox',
    invoiceType: 2,
  },
  {
    buyer: 'buyer',
    status: OrderStatus.Cancelled,
    daysAgo: 5,
    items: [[106, 5]],
    invoiceType: 0,
    note: '规格选错，重新下单',
  },
  {
    buyer: 'admin',
    status: OrderStatus.AwaitingTransfer,
    daysAgo: 0,
    items: [[88, 2]],
    method: 'bank-transfer',
    invoiceType: 2,
  },
  {
    buyer: 'buyer',
    status: OrderStatus.PendingPayment,
    daysAgo: 0,
    items: [
      [142, 10],
      [145, 8],
    ],
    invoiceType: 1,
  },
];

const companyCOrders: DemoOrder[] = [
  {
    buyer: 'admin',
    status: OrderStatus.Paid,
    daysAgo: 4,
    items: [
      [181, 3],
      [184, 2],
    ],
    method: 'sandbox',
    invoiceType: 1,
  },
  { buyer: 'buyer', status: OrderStatus.PendingPayment, daysAgo: 0, items: [[151, 10]], invoiceType: 0 },
];

async function userByEmail(db: Db, email: string) {
  const [u] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return u;
}

export async function seedCommerce(db: Db): Promise<void> {
  const adminA = await userByEmail(db, 'admin@demo.cn');
  const buyerA = await userByEmail(db, 'buyer@demo.cn');
  const adminC = await userByEmail(db, 'other@demo.cn');
  const buyerC = (await userByEmail(db, 'other-buyer@demo.cn')) ?? adminC;
  if (!adminA || !buyerA) return;

  await db.transaction(async (tx) => {
    const now = new Date();
    await seedCompany(tx, now, adminA.companyId, { admin: adminA.id, buyer: buyerA.id }, companyAOrders, {
      titles: [
        {
          type: 1,
          name: '上海华东精工设备有限公司',
          taxNumber: '91310115MA1K4EXK0F',
          registeredAddress: '',
          registeredPhone: '',
          bankName: '',
          bankAccount: '',
          isDefault: true,
        },
        {
          type: 2,
          name: '上海华东精工设备有限公司',
          taxNumber: '91310115MA1K4EXK0F',
          registeredAddress: '上海市浦东新区张江路 88 号 5 幢 301 室',
          registeredPhone: '021-50801234',
          bankName: '中国工商银行上海张江支行',
          bankAccount: '1001244309006688123',
          isDefault: false,
        },
      ],
      addresses: [
        {
          recipient: '张明',
          mobile: '13800138000',
          province: '上海市',
          city: '上海市',
          district: '浦东新区',
          detail: '张江路 88 号 5 幢 301 室 财务部',
          isDefault: true,
        },
        {
          recipient: '李娜',
          mobile: '13900139000',
          province: '江苏省',
          city: '苏州市',
          district: '工业园区',
          detail: '星湖街 218 号 生物纳米园 A4 栋 2 楼',
          isDefault: false,
        },
      ],
      invoices: [
        {
          orderIndexes: [0, 5],
          status: InvoiceStatus.Issued,
          titleIndex: 1,
          daysAgo: 15,
          remark: '8 月、10 月办公用品合并开票',
        },
        { orderIndexes: [1], status: InvoiceStatus.Requested, titleIndex: 0, daysAgo: 1, remark: '' },
      ],
    });
    if (adminC && buyerC) {
      await seedCompany(tx, now, adminC.companyId, { admin: adminC.id, buyer: buyerC.id }, companyCOrders, {
        titles: [
          {
            type: 2,
            name: '深圳南方智造有限公司',
            taxNumber: '91440300MA5F1E110T',
            registeredAddress: '广东省深圳市南山区科技园南区高新南七道 18 号',
            registeredPhone: '0755-86001234',
            bankName: '招商银行深圳科技园支行',
            bankAccount: '755912345610801',
            isDefault: true,
          },
        ],
        addresses: [
          {
            recipient: '陈静',
            mobile: '13600136000',
            province: '广东省',
            city: '深圳市',
            district: '南山区',
            detail: '高新南七道 18 号 行政部',
            isDefault: true,
          },
        ],
        invoices: [],
      });
    }
  });
}

interface CompanyExtras {
  titles: Omit<typeof invoiceTitles.$inferInsert, 'companyId'>[];
  addresses: Omit<typeof invoiceAddresses.$inferInsert, 'companyId'>[];
  invoices: { orderIndexes: number[]; status: number; titleIndex: number; daysAgo: number; remark: string }[];
}

async function seedCompany(
  tx: Db,
  now: Date,
  companyId: number,
  people: { admin: number; buyer: number },
  demoOrders: DemoOrder[],
  extras: CompanyExtras,
): Promise<void> {
  const [existingOrder] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .limit(1);
  const [existingTitle] = await tx
    .select({ id: invoiceTitles.id })
    .from(invoiceTitles)
    .where(eq(invoiceTitles.companyId, companyId))
    .limit(1);
  if (existingOrder || existingTitle) return;

  const titles = await tx
    .insert(invoiceTitles)
    .values(extras.titles.map((t) => ({ ...t, companyId })))
    .returning();
  const addresses = await tx
    .insert(invoiceAddresses)
    .values(extras.addresses.map((a) => ({ ...a, companyId })))
    .returning();
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .limit(1);

  const productIds = [...new Set(demoOrders.flatMap((o) => o.items.map(([id]) => id)))];
  const productRows = await tx.select().from(products).where(inArray(products.id, productIds));
  const priceRows = await tx
    .select()
    .from(productPrices)
    .where(and(inArray(productPrices.productId, productIds), eq(productPrices.regionId, 1)));
  const productOf = new Map(productRows.map((p) => [p.id, p]));
  const priceOf = new Map(priceRows.map((p) => [p.productId, p.price]));

  const orderIds: number[] = [];
  const totals: Dec[] = [];
  for (const demo of demoOrders) {
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY - 2 * 3_600_000);
    const lines = demo.items
      .filter(([id]) => productOf.has(id) && priceOf.has(id))
      .map(([id, quantity]) => {
        const p = productOf.get(id)!;
        const unitPrice = priceOf.get(id)!;
        return { p, unitPrice, quantity, subtotal: lineTotal(unitPrice, quantity) };
      });
    if (lines.length === 0) continue;
    const total = sumMoney(lines.map((l) => l.subtotal));
    const paid = demo.status >= OrderStatus.Paid && demo.status !== OrderStatus.Cancelled;
    const paidAt = paid ? new Date(createdAt.getTime() + 12 * 60_000) : null;
    const payBefore =
      demo.status === OrderStatus.AwaitingTransfer
        ? new Date(createdAt.getTime() + 7 * DAY)
        : payDeadline(demo.status === OrderStatus.PendingPayment ? now : createdAt);
    const invoiceType = demo.invoiceType ?? 0;
    const title = invoiceType === 2 ? titles.find((t) => t.type === 2) : invoiceType === 1 ? titles[0] : undefined;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(createdAt),
        companyId,
        userId: demo.buyer === 'admin' ? people.admin : people.buyer,
        regionId: 1,
        status: demo.status,
        totalAmount: formatMoney(total),
        invoiceType: title ? invoiceType : 0,
        invoiceTitle: title ? titleSnapshotOf(title) : null,
        invoiceAddress: title && addresses[0] ? addressSnapshotOf(addresses[0]) : null,
        customerId: demo.withCustomer && customer ? customer.id : null,
        purchaseOrderNo: demo.purchaseOrderNo ?? '',
        note: demo.note ?? '',
        remittanceCode: newRemittanceCode(),
        paidAt,
        cancelledAt: demo.status === OrderStatus.Cancelled ? new Date(createdAt.getTime() + 20 * 60_000) : null,
        payBefore,
        createdAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    orderIds.push(orderId);
    totals.push(total);
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId,
        productId: l.p.id,
        name: l.p.name,
        model: l.p.model,
        imageUrl: l.p.imageUrl,
        unit: l.p.unit,
        unitPrice: formatMoney(l.unitPrice),
        quantity: l.quantity,
        subtotal: formatMoney(l.subtotal),
      })),
    );

    const events: { status: number; note: string; at: number }[] = [
      { status: OrderStatus.PendingPayment, note: `订单已提交，${payBeforeNote(payDeadline(createdAt))}`, at: 0 },
    ];
    if (demo.method === 'bank-transfer') {
      events.push({ status: OrderStatus.AwaitingTransfer, note: '已选择对公转账，等待银行到账确认', at: 5 * 60_000 });
    }
    if (paid)
      events.push({
        status: OrderStatus.Paid,
        note: demo.method === 'bank-transfer' ? '对公转账已到账' : '在线支付成功',
        at: 12 * 60_000,
      });
    if (demo.status >= OrderStatus.Shipped && demo.status !== OrderStatus.Cancelled) {
      events.push({ status: OrderStatus.Shipped, note: '供应商已发货，顺丰速运 SF1402837741', at: DAY });
    }
    if (demo.status === OrderStatus.Completed)
      events.push({ status: OrderStatus.Completed, note: '已签收，订单完成', at: 3 * DAY });
    if (demo.status === OrderStatus.Cancelled)
      events.push({ status: OrderStatus.Cancelled, note: '采购人取消了订单', at: 20 * 60_000 });
    await tx.insert(orderEvents).values(
      events.map((e) => ({
        orderId,
        status: e.status,
        note: e.note,
        createdAt: new Date(createdAt.getTime() + e.at),
      })),
    );

    if (demo.method) {
      await tx.insert(payments).values({
        orderId,
        companyId,
        method: demo.method,
        status: paid ? PaymentStatus.Succeeded : PaymentStatus.Pending,
        amount: formatMoney(total),
        providerRef: paid ? `SEED${orderId}${createdAt.getTime().toString(36).toUpperCase()}` : null,
        paidAt,
        createdAt: new Date(createdAt.getTime() + 5 * 60_000),
      });
    }
  }

  for (const inv of extras.invoices) {
    const ids = inv.orderIndexes.map((i) => orderIds[i]).filter((id): id is number => id !== undefined);
    const title = titles[inv.titleIndex];
    if (ids.length === 0 || !title || !addresses[0]) continue;
    const amount = sumMoney(inv.orderIndexes.map((i) => totals[i] ?? new Dec(0)));
    const createdAt = new Date(now.getTime() - inv.daysAgo * DAY);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        invoiceNo: newInvoiceNo(createdAt),
        companyId,
        requestedBy: people.admin,
        type: title.type,
        status: inv.status,
        amount: formatMoney(amount),
        title: titleSnapshotOf(title),
        address: addressSnapshotOf(addresses[0]),
        remark: inv.remark,
        ...(inv.status >= InvoiceStatus.Issued && inv.status !== InvoiceStatus.Rejected
          ? {
              issuedAt: new Date(createdAt.getTime() + DAY),
              // A made-up 20-digit 全电发票 number, unique per seeded invoice.
              taxInvoiceNo: `2644${String(companyId).padStart(4, '0')}${String(inv.daysAgo).padStart(12, '0')}`,
              invoiceDate: formatDate(new Date(createdAt.getTime() + DAY)),
            }
          : {}),
        createdAt,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceOrders).values(ids.map((orderId) => ({ invoiceId: invoice!.id, orderId })));
  }
}
