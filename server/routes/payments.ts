/**
 * Payments: create (login, Idempotency-Key) and status (login); the sandbox cashier page and its confirm
 * button (signed link, no login: it is the provider's page); the provider and bank callbacks (signed body).
 */

import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../src/contract/common.js';
import { PaymentStatus, PaymentStatusName } from '../../src/contract/enums.js';
import { ApiError, badRequest, notFound, unauthorized } from '../errors.js';
import { cashierPage, resultPage, verifyCashierSignature } from '../payments/sandbox.js';
import { SIGNATURE_HEADER, signatureHeader, verifySignature } from '../payments/signature.js';
import { authOf } from '../plugins/auth.js';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../plugins/idempotency.js';
import { AfterCommit } from '../services/order-events.js';
import {
  applyBankTransfer,
  applyPaymentNotification,
  buyerSiteOrigin,
  createPayment,
  getPayment,
  paymentForCashier,
} from '../services/payments.js';
import { route } from './route.js';

const tags = ['支付'];
const security = [{ bearerAuth: [] }];

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact request body as received (only on the signed callback routes). */
    rawBody?: string;
  }
}

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'POST /api/Payments',
    {
      schema: {
        tags,
        security,
        summary: '发起支付（在线支付沙箱 / 对公转账；需 Idempotency-Key）',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const key = idempotencyKeyOf(request);
      if (request.body.Method === 'sandbox' && !app.config.sandboxPayments)
        throw badRequest('在线支付暂未开通，请选择对公转账', 'Method');
      const now = app.now();
      // The outbox of the payment's start, kept only when it succeeded (a refusal rolls its savepoint back).
      let committed = new AfterCommit();
      const answer = await runIdempotent(
        app.db,
        { userId: auth.userId, scope: 'payments', key, body: request.body, now },
        async (tx) => {
          const outbox = new AfterCommit();
          const body = await createPayment(
            tx,
            outbox,
            auth,
            request.body,
            now,
            app.config,
            buyerSiteOrigin(request.headers.origin, `${request.protocol}://${request.host}`, app.config),
          );
          committed = outbox;
          return { status: 201, body };
        },
      );
      await app.orderEvents.publish(committed);
      return sendIdempotent(reply, answer);
    },
  );

  route(
    app,
    'GET /api/Payments/:id',
    {
      schema: {
        tags,
        security,
        summary: '支付状态（支付页轮询）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => getPayment(app.db, authOf(request), request.params.id),
  );
};

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signedInRoutes);

  /* -------------------------------------------------------------- the sandbox provider's cashier */

  route(
    app,
    'GET /api/Payments/sandbox/:id',
    {
      schema: {
        tags,
        summary: '沙箱收银台页面（HTML）',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      const returnUrl = request.query.return ?? '';
      if (!app.config.sandboxPayments) throw notFound('支付单不存在');
      if (!verifyCashierSignature(app.config.paymentWebhookSecret, request.params.id, returnUrl, request.query.sig)) {
        throw notFound('支付单不存在');
      }
      const row = await paymentForCashier(app.db, request.params.id);
      if (!row) throw notFound('支付单不存在');
      return reply.type('text/html; charset=utf-8').send(
        cashierPage({
          paymentId: row.payment.id,
          orderNo: row.orderNo,
          amount: row.payment.amount,
          pending: row.payment.status === PaymentStatus.Pending,
          statusName: PaymentStatusName[row.payment.status] ?? '',
          returnUrl,
          sig: request.query.sig,
        }),
      );
    },
  );

  await app.register(async (plugin) => {
    const cashier = plugin.withTypeProvider<TypeBoxTypeProvider>();
    // The cashier's buttons post an HTML form.
    cashier.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    route(
      cashier,
      'POST /api/Payments/sandbox/:id/confirm',
      {
        schema: {
          tags,
          summary: '沙箱收银台按钮：模拟支付机构发送签名通知，然后 303 回到 ReturnUrl',
        },
      },
      async (request, reply) => {
        const returnUrl = request.body.return ?? '';
        if (!app.config.sandboxPayments) throw notFound('支付单不存在');
        if (!verifyCashierSignature(app.config.paymentWebhookSecret, request.params.id, returnUrl, request.body.sig)) {
          throw notFound('支付单不存在');
        }
        const row = await paymentForCashier(app.db, request.params.id);
        if (!row) throw notFound('支付单不存在');
        const pay = request.body.Action === 'pay';
        if (row.payment.status === PaymentStatus.Pending) {
          const rawBody = JSON.stringify({
            PaymentId: row.payment.id,
            ProviderRef: `SBX${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
            Status: pay ? 'SUCCESS' : 'FAILED',
            Amount: row.payment.amount,
          });
          const res = await app.inject({
            method: 'POST',
            url: '/api/Payments/notify',
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: signatureHeader(app.config.paymentWebhookSecret, rawBody, app.now()),
            },
            payload: rawBody,
          });
          if (res.statusCode !== 200)
            request.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notification refused');
        }
        if (returnUrl) return reply.code(303).header('location', returnUrl).send();
        return reply.type('text/html; charset=utf-8').send(resultPage(pay));
      },
    );
  });

  /* -------------------------------------------------------------- signed provider callbacks */

  await app.register(async (plugin) => {
    const callbacks = plugin.withTypeProvider<TypeBoxTypeProvider>();
    // The signature covers the exact bytes: keep them next to the parsed body.
    callbacks.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      (request as FastifyRequest).rawBody = text;
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ApiError(400, '请求内容不是有效的 JSON'), undefined);
      }
    });
    callbacks.addHook('preValidation', async (request) => {
      const problem = verifySignature(
        app.config.paymentWebhookSecret,
        request.headers[SIGNATURE_HEADER],
        request.rawBody ?? '',
        app.now(),
      );
      if (problem) {
        request.log.warn({ problem }, 'payment notification signature refused');
        throw unauthorized('通知签名无效');
      }
    });

    route(
      callbacks,
      'POST /api/Payments/notify',
      {
        schema: {
          tags,
          summary: '支付机构回调（X-Sandbox-Signature 签名，±300 秒，幂等）',
          response: errors(400, 401, 404, 409),
        },
      },
      async (request) => {
        const outcome = await applyPaymentNotification(app.db, app.orderEvents, request.body, app.now());
        request.log.info({ paymentId: request.body.PaymentId, outcome }, 'payment notification');
        return { Ok: true };
      },
    );

    route(
      callbacks,
      'POST /api/Payments/bank-transfer/notify',
      {
        schema: {
          tags,
          summary: '银行到账回调（同一签名方式）：按汇款识别码入账',
          response: errors(400, 401, 404, 409),
        },
      },
      async (request) => {
        const outcome = await applyBankTransfer(app.db, app.orderEvents, request.body, app.now());
        request.log.info({ remittanceCode: request.body.RemittanceCode, outcome }, 'bank transfer notification');
        return { Ok: true };
      },
    );
  });
};
