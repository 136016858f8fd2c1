/**
 * The 营业执照 picture of a registration or resubmission (services/company-evidence.ts): the upload, public like
 * the registration itself (the same anti-forgery check, a rate limit, the upload rules), and the operators'
 * signed link to a claimed picture (404 for anything else).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../src/contract/operator-content.js';
import { badRequest, forbidden } from '../errors.js';
import { XSRF_COOKIE, XSRF_HEADER, xsrfValid } from '../services/auth.js';
import { readLicenseImage, uploadLicenseImage } from '../services/company-evidence.js';
import { route } from './route.js';

const tags = ['账户'];

export const companyEvidenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The picture arrives as the raw body (this plugin only); its type is then read from the bytes, not trusted.
  app.addContentTypeParser([...UPLOAD_TYPES, 'application/octet-stream'], { parseAs: 'buffer' }, (_r, body, done) =>
    done(null, body),
  );

  route(
    app,
    'POST /api/Users/license-images',
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      preValidation: async (request) => {
        if (!xsrfValid(app.config.jwtSecret, request.cookies[XSRF_COOKIE], request.headers[XSRF_HEADER])) {
          throw forbidden('请求校验失败，请刷新页面后重试');
        }
      },
      config: { rateLimit: { max: app.config.rateLimits.verification, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          '上传营业执照图片（注册或重新提交企业资料前；请求体为图片本身：JPG、PNG 或 WebP，≤ 5 MB，与商品图片同样的规则；需 X-XSRF-TOKEN；返回 Id，填入 LicenseImageId；图片仅运营人员可见）',
        response: errors(400, 403, 429),
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('请上传 JPG、PNG 或 WebP 格式的图片');
      return uploadLicenseImage(app.db, app.now(), request.body);
    },
  );

  route(
    app,
    'GET /api/Users/license-images/:id',
    {
      schema: {
        tags,
        summary: '营业执照图片（仅凭运营后台企业审核答复中的签名链接，限时有效；其他请求一律 404）',
        response: errors(400, 404),
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const file = await readLicenseImage(app.db, app.config.jwtSecret, { id: request.params.id, exp, sig }, app.now());
      if (!file) return reply.code(404).send({ Error: '图片不存在' });
      return reply
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.content);
    },
  );
};
