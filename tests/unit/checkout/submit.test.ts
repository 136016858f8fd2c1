/**
 * One checkout attempt → one order: a double click sends one request; a retry of the same submission
 * reuses its Idempotency-Key (the server replays the first answer); a changed submission gets a new key.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import { createOrderSubmitter } from '../../../src/features/checkout/submit';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();

beforeEach(() => $session.set({ token: 'tok', user: null, company: null }));
afterEach(() => $session.set(EMPTY_SESSION));

describe('order submission', () => {
  it('sends one request for a double click and carries an Idempotency-Key', async () => {
    server.use(http.post('*/api/Orders', () => HttpResponse.json({ Id: 9, OrderNo: 'B1' }, { status: 201 })));
    const s = createOrderSubmitter();
    const body = { Region: 1, InvoiceType: 0 as const };
    const [a, b] = await Promise.all([s.submit(body), s.submit(body)]);
    expect(a).toEqual(b);
    const sent = requestsTo('/api/Orders', 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries the same submission with the same key, a changed one with a new key', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/Orders', () => {
        calls++;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ Id: 9, OrderNo: 'B1' }, { status: 201 });
      }),
    );
    const s = createOrderSubmitter();
    const body = { Region: 1, InvoiceType: 0 as const };
    await expect(s.submit(body)).rejects.toMatchObject({ status: 0 });
    expect(s.busy()).toBe(false);
    await s.submit(body);
    const keys = requestsTo('/api/Orders', 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(s.keyFor({ ...body, Note: '加急' })).not.toBe(keys[0]);
  });
});
