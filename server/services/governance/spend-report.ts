/**
 * The spend report (管理员, 财务): what the company's orders submitted in a range of months (China time) hold
 * — Reserved while 待审批 / 待支付 / 待确认转账, Spent once paid less what after-sales refunded, nothing once
 * cancelled or rejected (the budget accounting of ./usage.ts, per order line) — by department, top-level product
 * category, or month of submission. One query; the export writes the same rows through table-export.ts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { chinaParts } from '../../../src/contract/dates.js';
import { OrderStatus } from '../../../src/contract/enums.js';
import type { SpendGrouping, SpendReport, SpendReportQuery, SpendRow } from '../../../src/contract/spend-report.js';
import { SpendGroupingName } from '../../../src/contract/spend-report.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { Dec, formatMoney } from '../money.js';
import type { Cell } from '../table-export.js';
import { periodKeyStart } from './periods.js';

const RESERVED = [OrderStatus.PendingApproval, OrderStatus.PendingPayment, OrderStatus.AwaitingTransfer];
const SPENT = [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Completed, OrderStatus.Refunded];

/** At most two years of months in one report. */
const MAX_MONTHS = 24;

const monthIndex = (key: string) => {
  const [y, m] = key.split('-').map(Number);
  return y! * 12 + m! - 1;
};
const monthKey = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

export function reportRange(query: SpendReportQuery, now: Date): { from: string; to: string } {
  const parts = chinaParts(now)!;
  const to = query.to ?? `${parts.year}-${parts.month}`;
  const from = query.from ?? `${to.slice(0, 4)}-01`;
  if (monthIndex(from) > monthIndex(to)) throw badRequest('开始月份不能晚于结束月份', 'from');
  if (monthIndex(to) - monthIndex(from) >= MAX_MONTHS) throw badRequest(`一次最多查询 ${MAX_MONTHS} 个月`, 'from');
  return { from, to };
}

export async function spendReport(db: Db, companyId: number, query: SpendReportQuery, now: Date): Promise<SpendReport> {
  const { from, to } = reportRange(query, now);
  const by: SpendGrouping = query.by ?? 'department';
  const start = periodKeyStart(from);
  const end = periodKeyStart(monthKey(monthIndex(to) + 1));
  const group: Record<SpendGrouping, { key: SQL; name: SQL }> = {
    department: { key: sql`coalesce(d.id::text, 'none')`, name: sql`coalesce(d.name, '未分配部门')` },
    category: { key: sql`coalesce(root.id::text, 'none')`, name: sql`coalesce(root.name, '未分类')` },
    month: {
      key: sql`to_char(g.submitted_at at time zone 'Asia/Shanghai', 'YYYY-MM')`,
      name: sql`to_char(g.submitted_at at time zone 'Asia/Shanghai', 'YYYY-MM')`,
    },
  };
  const { key, name } = group[by];
  const result = await db.execute(sql`
    with recursive tree as (
      select id, id as root_id from categories where parent_id is null
      union all
      select c.id, t.root_id from categories c join tree t on c.parent_id = t.id
    )
    select ${key} as key, ${name} as name,
      count(distinct o.id)::int as orders,
      coalesce(sum(case when o.status in (${sql.join(RESERVED, sql`, `)}) then oi.subtotal else 0 end), 0)::text as reserved,
      coalesce(sum(case when o.status in (${sql.join(SPENT, sql`, `)}) then oi.subtotal - oi.refunded_amount else 0 end), 0)::text as spent
    from order_governance g
      join orders o on o.id = g.order_id
      join order_items oi on oi.order_id = o.id
      left join departments d on d.id = g.department_id
      left join products p on p.id = oi.product_id
      left join tree on tree.id = p.category_id
      left join categories root on root.id = tree.root_id
    where g.company_id = ${companyId}
      and g.submitted_at >= ${start.toISOString()} and g.submitted_at < ${end.toISOString()}
      and o.status in (${sql.join([...RESERVED, ...SPENT], sql`, `)})
    group by 1, 2
    order by 1`);
  const raw = (
    result as unknown as {
      rows: Array<{ key: string; name: string; orders: number | string; reserved: string; spent: string }>;
    }
  ).rows;
  const rows: SpendRow[] = raw.map((r) => ({
    Key: r.key,
    Name: r.name,
    Orders: Number(r.orders),
    Reserved: formatMoney(new Dec(r.reserved)),
    Spent: formatMoney(new Dec(r.spent)),
  }));
  // Biggest first (spent + reserved, exact), then by name; months in calendar order.
  if (by !== 'month')
    rows.sort(
      (a, b) =>
        new Dec(b.Spent).add(b.Reserved).cmp(new Dec(a.Spent).add(a.Reserved)) || a.Name.localeCompare(b.Name, 'zh-CN'),
    );
  if (by === 'month') {
    // Every month of the range, the empty ones at zero: a chart's gaps are months without spend, not missing.
    const seen = new Map(rows.map((r) => [r.Key, r]));
    rows.length = 0;
    for (let i = monthIndex(from); i <= monthIndex(to); i++) {
      const k = monthKey(i);
      rows.push(seen.get(k) ?? { Key: k, Name: k, Orders: 0, Reserved: '0.00', Spent: '0.00' });
    }
  }
  // An order spread over categories counts once per category it touches; the total counts it once.
  const [total] = (
    (await db.execute(sql`
      select count(*)::int as orders from order_governance g join orders o on o.id = g.order_id
      where g.company_id = ${companyId}
        and g.submitted_at >= ${start.toISOString()} and g.submitted_at < ${end.toISOString()}
        and o.status in (${sql.join([...RESERVED, ...SPENT], sql`, `)})`)) as unknown as {
      rows: Array<{ orders: number | string }>;
    }
  ).rows;
  const sum = (pick: (r: SpendRow) => string) => formatMoney(rows.reduce((s, r) => s.add(pick(r)), new Dec(0)));
  return {
    From: from,
    To: to,
    By: by,
    Rows: rows,
    Total: { Orders: Number(total?.orders ?? 0), Reserved: sum((r) => r.Reserved), Spent: sum((r) => r.Spent) },
  };
}

/** The report as a table for table-export.ts. */
export function spendTable(report: SpendReport): { header: string[]; rows: Cell[][] } {
  const label = SpendGroupingName[report.By as SpendGrouping] ?? '分组';
  return {
    header: [label, '订单数', '预占（元）', '已支出（元）', '合计（元）'],
    rows: [
      ...report.Rows.map((r) => [r.Name, r.Orders, r.Reserved, r.Spent, formatMoney(new Dec(r.Reserved).add(r.Spent))]),
      [
        '合计',
        report.Total.Orders,
        report.Total.Reserved,
        report.Total.Spent,
        formatMoney(new Dec(report.Total.Reserved).add(report.Total.Spent)),
      ],
    ],
  };
}
