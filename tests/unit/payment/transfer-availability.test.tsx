/**
 * 对公转账 on the payment page: only verified companies (StatusEnum 30) may choose it. Others see
 * it disabled with the reason and a link to 企业信息, and 去支付 never opens a bank transfer for them.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyInfo } from '../../../src/contract/company';
import { invalidateKeys } from '../../../src/core/query';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import { PaymentPanel } from '../../../src/features/payment/PaymentScreen';
import { order } from '../../../stories/cart/fixtures';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();

let payBodies: Array<{ Method?: string }> = [];
const company = (StatusEnum: number | null) => ({ Name: '测试企业', StatusEnum }) as unknown as CompanyInfo;

beforeEach(() => {
  invalidateKeys(() => true);
  payBodies = [];
  server.use(
    http.get('*/api/Orders/:id', () => HttpResponse.json(order(10))),
    http.post('*/api/Payments', async ({ request }) => {
      payBodies.push((await request.json()) as { Method?: string });
      return HttpResponse.json({ Error: 'not in this test' }, { status: 400 });
    }),
  );
});
afterEach(() => {
  cleanup();
  $session.set(EMPTY_SESSION);
});

const transferOption = async () => screen.findByRole('radio', { name: /对公转账/ });

describe('对公转账 for a company that is not verified', () => {
  it.each([
    [20, '待审核'],
    [10, '待完善'],
    [40, '已驳回'],
  ])('StatusEnum %i: shown disabled with the reason and a link to 企业信息', async (status, name) => {
    $session.set({ token: 't', user: null, company: company(status) });
    render(<PaymentPanel orderId={7} />);
    const option = await transferOption();
    expect(option.getAttribute('aria-disabled')).toBe('true');
    const reason = screen.getByTestId('transfer-unavailable');
    expect(option.getAttribute('aria-describedby')).toBe(reason.id);
    expect(reason.textContent).toContain('仅限已认证企业');
    expect(reason.textContent).toContain(name);
    const link = screen.getByRole('link', { name: '完善企业信息' });
    expect(link.getAttribute('href')).toContain('/enterprise/info');

    // Choosing it does nothing; the pay button stays 去支付 (online), never 获取转账信息.
    await userEvent.click(option);
    expect(option.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: /在线支付/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('button', { name: '获取转账信息' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(payBodies).toHaveLength(1));
    expect(payBodies[0]!.Method).toBe('sandbox');
  });
});

describe('对公转账 for a verified company', () => {
  it('can be chosen (StatusEnum 30), without a reason shown', async () => {
    $session.set({ token: 't', user: null, company: company(30) });
    render(<PaymentPanel orderId={7} />);
    const option = await transferOption();
    expect(option.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('transfer-unavailable')).toBeNull();
    await userEvent.click(option);
    expect(option.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: '获取转账信息' })).toBeTruthy();
  });

  it('a widget without the company in its session asks /api/Company/info', async () => {
    server.use(http.get('*/api/Company/info', () => HttpResponse.json(company(20))));
    $session.set({ token: 't', user: null, company: null });
    render(<PaymentPanel orderId={7} />);
    await screen.findByTestId('transfer-unavailable');
    expect(requestsTo('/api/Company/info')).toHaveLength(1);
  });
});
