/**
 * 经营报表 (GET /api/Operator/reports/…): SQL aggregates of paid orders (an order counts on the China day it was
 * paid, `orders.paid_at`, whatever happened to it later), new companies and the inquiry → quote → order funnel, each
 * for a period and the previous period of the same length (./report-periods.ts). Amounts are summed by PostgreSQL
 * on the numeric columns (exact), so every figure equals the sum of the orders or lines it covers.
 */
import { type SQL, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/enums.js';
import type {
  CompanyGrowth,
  CompanyReport,
  CompanyReportQuery,
  ConversionFigures,
  ConversionQuery,
  ConversionReport,
  SalesFigures,
  SalesReport,
  SalesReportBy,
  SalesReportQuery,
  SalesReportRow,
} from '../../../src/contract/operator-reports.js';
import type { Db } from '../../db/client.js';
import { Dec, formatMoney } from '../money.js';
import { bucketLabel, bucketOf, bucketsOf, reportPeriod, type TimeBucket } from './report-periods.js';

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A China-time instant `[from, to]` (days, inclusive) as a SQL range test on a timestamptz column. */
const inDays = (column: SQL, from: string, to: string) =>
  sql`${column} >= ${`${from}T00:00:00+08:00`}::timestamptz and ${column} < (${`${to}T00:00:00+08:00`}::timestamptz + interval '1 day')`;

/** The China-time day of a timestamptz, moved `shift` days on (the previous period laid over the current one). */
const chinaDay = (column: SQL, shift = 0) =>
  sql`to_char(((${column} at time zone 'UTC') + interval '8 hours' + ${shift} * interval '1 day'), 'YYYY-MM-DD')`;

const PAID_AT = sql.raw('o.paid_at');

async function totals(db: Db, from: string, to: string): Promise<SalesFigures> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n, coalesce(sum(o.total_amount), 0)::text as amount
        from orders o where o.paid_at is not null and ${inDays(PAID_AT, from, to)}`,
  );
  return { Orders: Number(row?.n ?? 0), Amount: formatMoney(String(row?.amount ?? '0')) };
}

interface Group {
  key: string;
  label: string;
  orders: number;
  amount: string;
  quantity: number | null;
}

/** Paid orders grouped by China day (shifted by `shift` days), summed per bucket in JS from the per-day SQL sums. */
async function byDay(db: Db, from: string, to: string, shift: number): Promise<Map<string, Group>> {
  const rows = await rowsOf(
    db,
    sql`select ${chinaDay(PAID_AT, shift)} as day, count(*)::int as n, sum(o.total_amount)::text as amount
        from orders o where o.paid_at is not null and ${inDays(PAID_AT, from, to)} group by 1`,
  );
  return new Map(
    rows.map((r) => [
      String(r.day),
      { key: String(r.day), label: '', orders: Number(r.n), amount: String(r.amount), quantity: null },
    ]),
  );
}

const DIMENSIONS: Record<Exclude<SalesReportBy, TimeBucket>, (from: string, to: string) => SQL> = {
  company: (from, to) => sql`
    select o.company_id::text as key, c.name as label, count(*)::int as n, sum(o.total_amount)::text as amount,
           null::int as quantity
    from orders o join companies c on c.id = o.company_id
    where o.paid_at is not null and ${inDays(PAID_AT, from, to)} group by o.company_id, c.name`,
  region: (from, to) => sql`
    select o.region_id::text as key, r.name as label, count(*)::int as n, sum(o.total_amount)::text as amount,
           null::int as quantity
    from orders o join regions r on r.id = o.region_id
    where o.paid_at is not null and ${inDays(PAID_AT, from, to)} group by o.region_id, r.name`,
  product: (from, to) => sql`
    select oi.product_id::text as key, max(oi.name) || case when max(oi.model) <> '' then ' ' || max(oi.model) else '' end as label,
           count(distinct o.id)::int as n, sum(oi.subtotal)::text as amount, sum(oi.quantity)::int as quantity
    from order_items oi join orders o on o.id = oi.order_id
    where o.paid_at is not null and ${inDays(PAID_AT, from, to)} group by oi.product_id`,
  category: (from, to) => sql`
    select p.category_id::text as key, max(c.name) as label, count(distinct o.id)::int as n,
           sum(oi.subtotal)::text as amount, sum(oi.quantity)::int as quantity
    from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
    join categories c on c.id = p.category_id
    where o.paid_at is not null and ${inDays(PAID_AT, from, to)} group by p.category_id`,
  brand: (from, to) => sql`
    select p.brand_id::text as key, max(b.name) as label, count(distinct o.id)::int as n,
           sum(oi.subtotal)::text as amount, sum(oi.quantity)::int as quantity
    from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
    join brands b on b.id = p.brand_id
    where o.paid_at is not null and ${inDays(PAID_AT, from, to)} group by p.brand_id`,
};

async function byDimension(db: Db, by: keyof typeof DIMENSIONS, from: string, to: string) {
  const rows = await rowsOf(db, DIMENSIONS[by](from, to));
  return new Map<string, Group>(
    rows.map((r) => [
      String(r.key),
      {
        key: String(r.key),
        label: String(r.label ?? ''),
        orders: Number(r.n),
        amount: String(r.amount),
        quantity: r.quantity === null || r.quantity === undefined ? null : Number(r.quantity),
      },
    ]),
  );
}

const isTime = (by: SalesReportBy): by is TimeBucket => by === 'day' || by === 'week' || by === 'month';

/** Sums per-day groups into buckets (numeric strings added exactly by formatMoney's Decimal). */
function bucketed(days: Map<string, Group>, by: TimeBucket): Map<string, { orders: number; amount: string }> {
  const out = new Map<string, { orders: number; amount: string }>();
  for (const g of days.values()) {
    const key = bucketOf(g.key, by);
    const cur = out.get(key) ?? { orders: 0, amount: '0' };
    out.set(key, { orders: cur.orders + g.orders, amount: addMoney(cur.amount, g.amount) });
  }
  return out;
}

const addMoney = (a: string, b: string) => new Dec(a).plus(b).toFixed(2);

export async function salesReport(db: Db, query: SalesReportQuery, now: Date): Promise<SalesReport> {
  const period = reportPeriod(query, now);
  const by = query.by ?? 'day';
  const { From, To, PreviousFrom, PreviousTo, days } = period;
  const [total, previous] = await Promise.all([totals(db, From, To), totals(db, PreviousFrom, PreviousTo)]);
  let rows: SalesReportRow[];
  if (isTime(by)) {
    const [cur, prev] = await Promise.all([
      byDay(db, From, To, 0),
      // The previous period moved on by its length: its day d lands on d + days, in the current period's buckets.
      byDay(db, PreviousFrom, PreviousTo, days),
    ]);
    const curB = bucketed(cur, by);
    const prevB = bucketed(prev, by);
    rows = bucketsOf(From, To, by).map((key) => ({
      Key: key,
      Label: bucketLabel(key, by),
      Orders: curB.get(key)?.orders ?? 0,
      Amount: formatMoney(curB.get(key)?.amount ?? '0'),
      Quantity: null,
      PreviousOrders: prevB.get(key)?.orders ?? 0,
      PreviousAmount: formatMoney(prevB.get(key)?.amount ?? '0'),
    }));
  } else {
    const [cur, prev] = await Promise.all([
      byDimension(db, by, From, To),
      byDimension(db, by, PreviousFrom, PreviousTo),
    ]);
    const keys = [...new Set([...cur.keys(), ...prev.keys()])];
    rows = keys.map((key) => {
      const c = cur.get(key);
      const p = prev.get(key);
      return {
        Key: key,
        Label: c?.label ?? p?.label ?? '',
        Orders: c?.orders ?? 0,
        Amount: formatMoney(c?.amount ?? '0'),
        Quantity: c ? c.quantity : by === 'company' || by === 'region' ? null : 0,
        PreviousOrders: p?.orders ?? 0,
        PreviousAmount: formatMoney(p?.amount ?? '0'),
      };
    });
    // Largest first; a row only in the previous period (amount 0 now) goes after, by its previous amount.
    rows.sort(
      (a, b) =>
        new Dec(b.Amount).cmp(a.Amount) ||
        new Dec(b.PreviousAmount).cmp(a.PreviousAmount) ||
        a.Key.localeCompare(b.Key),
    );
  }
  return { From, To, PreviousFrom, PreviousTo, By: by, Total: total, Previous: previous, Rows: rows };
}

/* ------------------------------------------------------------------ new companies */

const firstOrders = sql`(select distinct on (company_id) company_id, id, order_no, created_at, total_amount
  from orders where status not in (${OrderStatus.Cancelled}, ${OrderStatus.Rejected}) order by company_id, created_at, id)`;

async function growth(db: Db, from: string, to: string): Promise<CompanyGrowth> {
  const [row] = await rowsOf(
    db,
    sql`select
      (select count(*)::int from companies c where ${inDays(sql.raw('c.created_at'), from, to)}) as new_companies,
      (select count(*)::int from companies c join ${firstOrders} f on f.company_id = c.id
        where ${inDays(sql.raw('c.created_at'), from, to)}) as ordered,
      (select count(*)::int from ${firstOrders} f where ${inDays(sql.raw('f.created_at'), from, to)}) as first_orders`,
  );
  return {
    NewCompanies: Number(row?.new_companies ?? 0),
    NewCompaniesOrdered: Number(row?.ordered ?? 0),
    FirstOrders: Number(row?.first_orders ?? 0),
  };
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export async function companyReport(db: Db, query: CompanyReportQuery, now: Date): Promise<CompanyReport> {
  const { From, To, PreviousFrom, PreviousTo } = reportPeriod(query, now);
  const [cur, prev, rows] = await Promise.all([
    growth(db, From, To),
    growth(db, PreviousFrom, PreviousTo),
    rowsOf(
      db,
      sql`select c.id, c.name, c.created_at, f.id as order_id, f.order_no, f.created_at as order_at,
                 f.total_amount::text as amount
          from companies c left join ${firstOrders} f on f.company_id = c.id
          where ${inDays(sql.raw('c.created_at'), From, To)} order by c.created_at desc, c.id desc limit 500`,
    ),
  ]);
  return {
    From,
    To,
    PreviousFrom,
    PreviousTo,
    ...cur,
    Previous: prev,
    Rows: rows.map((r) => ({
      CompanyId: Number(r.id),
      Name: String(r.name),
      RegisteredAt: iso(r.created_at)!,
      FirstOrderId: r.order_id === null ? null : Number(r.order_id),
      FirstOrderNo: r.order_no === null ? null : String(r.order_no),
      FirstOrderAt: iso(r.order_at),
      FirstOrderAmount: r.amount === null ? null : formatMoney(String(r.amount)),
    })),
  };
}

/* ------------------------------------------------------------------ inquiry → quote → order */

const rate = (part: number, whole: number) => (whole ? ((part * 100) / whole).toFixed(1) : '0.0');

async function funnel(db: Db, from: string, to: string): Promise<ConversionFigures> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as inquiries, count(q.id)::int as quoted,
          count(*) filter (where exists (select 1 from orders o where o.quote_id = q.id
            and o.status not in (${OrderStatus.Cancelled}, ${OrderStatus.Rejected})))::int as ordered
        from consultations k left join quotes q on q.consultation_id = k.id
        where ${inDays(sql.raw('k.created_at'), from, to)}`,
  );
  const inquiries = Number(row?.inquiries ?? 0);
  const quoted = Number(row?.quoted ?? 0);
  const ordered = Number(row?.ordered ?? 0);
  return {
    Inquiries: inquiries,
    Quoted: quoted,
    Ordered: ordered,
    QuoteRate: rate(quoted, inquiries),
    OrderRate: rate(ordered, quoted),
  };
}

export async function conversionReport(db: Db, query: ConversionQuery, now: Date): Promise<ConversionReport> {
  const { From, To, PreviousFrom, PreviousTo } = reportPeriod(query, now);
  const [cur, prev] = await Promise.all([funnel(db, From, To), funnel(db, PreviousFrom, PreviousTo)]);
  return { From, To, PreviousFrom, PreviousTo, ...cur, Previous: prev };
}
