/**
 * The checkout's floor: what PostgreSQL itself allows for the statements one order needs, issued
 * directly with the `pg` driver, so the API's orders/s reads as a share of it. Same database, same 50 buyers
 * over the same 20 products and the same loop as bench/api.ts's checkout (add a line, then order it), each
 * order one transaction: the company row lock (the unpaid-order rule serialises a company's checkouts in the
 * API too), the selected lines with their region price, the stock check and decrement per line (conditional
 * update: 0 oversell), the order and its lines, the cart lines removed, the idempotency record.
 * No HTTP, no validation, no JSON, no events: the floor, not a second implementation.
 */
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';

export interface FloorResult {
  orders: number;
  perSecond: number;
  p50: number;
  p99: number;
  soldOut: number;
  seconds: number;
}

export async function checkoutFloor(
  url: string,
  opts: { productIds: number[]; userIds: number[]; companyId: number; seconds: number },
): Promise<FloorResult> {
  const pool = new pg.Pool({ connectionString: url, max: opts.userIds.length });
  // An idle client ended by the server (the bench database dropped at the end) must not crash the run.
  pool.on('error', () => undefined);
  const latencies: number[] = [];
  let orders = 0;
  let soldOut = 0;
  const end = performance.now() + opts.seconds * 1000;

  const buyer = async (userId: number) => {
    const client = await pool.connect();
    // The bench database is dropped (WITH FORCE) once the run is over: a lost connection fails its query, not the process.
    client.on('error', () => undefined);
    try {
      while (performance.now() < end) {
        const productId = opts.productIds[randomInt(opts.productIds.length)]!;
        await client.query(
          `insert into cart_items (user_id, region_id, product_id, quantity, selected) values ($1, 1, $2, $3, true)`,
          [userId, productId, 1 + randomInt(3)],
        );
        const t0 = performance.now();
        try {
          await client.query('begin');
          await client.query('select id from companies where id = $1 for update', [opts.companyId]);
          const lines = await client.query<{
            id: number;
            product_id: number;
            quantity: number;
            price: string;
            name: string;
            image_url: string;
            unit: string;
          }>(
            `select c.id, c.product_id, c.quantity, pp.price, p.name, p.image_url, p.unit
               from cart_items c
               join products p on p.id = c.product_id
               join product_prices pp on pp.product_id = c.product_id and pp.region_id = c.region_id
              where c.user_id = $1 and c.region_id = 1 and c.selected
              order by c.product_id
              for update of p`,
            [userId],
          );
          let total = 0;
          let short = false;
          for (const l of lines.rows) {
            const taken = await client.query(
              'update products set stock = stock - $2, sales = sales + $2 where id = $1 and stock >= $2 returning id',
              [l.product_id, l.quantity],
            );
            if (taken.rowCount === 0) {
              short = true;
              break;
            }
            total += Number(l.price) * l.quantity;
          }
          if (short || lines.rows.length === 0) {
            await client.query('rollback');
            await client.query('delete from cart_items where user_id = $1', [userId]);
            soldOut++;
            continue;
          }
          const [order] = (
            await client.query<{ id: number }>(
              `insert into orders (order_no, company_id, user_id, region_id, status, total_amount, remittance_code, pay_before)
               values ($1, $2, $3, 1, 10, $4, $5, now() + interval '30 minutes') returning id`,
              [
                `F${Date.now()}${randomBytes(5).toString('hex')}`,
                opts.companyId,
                userId,
                total.toFixed(2),
                `F${randomBytes(6).toString('hex').toUpperCase()}`.slice(0, 16),
              ],
            )
          ).rows;
          const values = lines.rows.map(
            (_, i) =>
              `($1, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6}::numeric, $${i * 6 + 7}::int, $${i * 6 + 6}::numeric * $${i * 6 + 7}::int)`,
          );
          await client.query(
            `insert into order_items (order_id, product_id, name, image_url, unit, unit_price, quantity, subtotal) values ${values.join(', ')}`,
            [order!.id, ...lines.rows.flatMap((l) => [l.product_id, l.name, l.image_url, l.unit, l.price, l.quantity])],
          );
          await client.query('delete from cart_items where id = any($1)', [lines.rows.map((l) => l.id)]);
          await client.query(
            `insert into idempotency_keys (user_id, key, scope, request_hash, status_code, response)
             values ($1, $2, 'order', $3, 201, $4)`,
            [
              userId,
              randomBytes(8).toString('hex'),
              randomBytes(16).toString('hex'),
              JSON.stringify({ Id: order!.id }),
            ],
          );
          await client.query('commit');
          orders++;
          latencies.push(performance.now() - t0);
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }
    } finally {
      client.release();
    }
  };

  const started = performance.now();
  await Promise.all(opts.userIds.map(buyer));
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  console.log(`checkout floor: ${orders} orders in ${elapsed.toFixed(1)} s`);
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? Number.NaN;
  return {
    orders,
    perSecond: Math.round((orders / elapsed) * 10) / 10,
    p50: Math.round(q(0.5) * 10) / 10,
    p99: Math.round(q(0.99) * 10) / 10,
    soldOut,
    seconds: Math.round(elapsed * 10) / 10,
  };
}
