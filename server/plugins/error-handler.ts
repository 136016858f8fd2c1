/**
 * Every failure answers `{ "Error": "<中文>", "Field"?: "<PascalCase>" }`:
 * ApiError → its status; schema validation → 400 naming the field; malformed JSON, wrong content type,
 * oversized body → 400; unknown /api route → 404 接口不存在; a lost database connection → 503 服务暂时不可用 with
 * Retry-After; anything else → 500 服务器内部错误 (logged, no internals).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionFault, RETRY_AFTER_SECONDS } from '../db/faults.js';
import { ApiError } from '../errors.js';
import { global } from './global.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
}

const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const contextName: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** The field an ajv error is about, as written in the request (body fields are PascalCase already). */
function fieldOf(error: AjvError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    segments.push(error.params.additionalProperty);
  }
  // Array indexes are shown as a path (Items.0.Quantity) but the Field member names the property.
  return segments.join('.');
}

/** A Chinese sentence for one ajv error (ajv-i18n is not installed: a small mapping of the keywords used). */
export function validationMessage(error: AjvError, context?: string): { message: string; field?: string } {
  const path = fieldOf(error);
  const name = path || contextName[context ?? 'body'] || '请求内容';
  const custom = error.parentSchema?.['x-message'];
  const field = path
    ? upperFirst(
        path
          .split('.')
          .filter((s) => !/^\d+$/.test(s))
          .pop() ?? path,
      )
    : undefined;
  const p = error.params;
  let message: string;
  if (typeof custom === 'string' && error.keyword !== 'required' && error.keyword !== 'type') {
    message = custom;
  } else {
    switch (error.keyword) {
      case 'required':
        message = `请填写 ${name}`;
        break;
      case 'type':
        message = `${name} 的类型不正确`;
        break;
      case 'minLength':
        message = Number(p.limit) <= 1 ? `请填写 ${name}` : `${name} 不能少于 ${p.limit} 个字符`;
        break;
      case 'maxLength':
        message = `${name} 不能超过 ${p.limit} 个字符`;
        break;
      case 'minimum':
        message = `${name} 不能小于 ${p.limit}`;
        break;
      case 'exclusiveMinimum':
        message = `${name} 必须大于 ${p.limit}`;
        break;
      case 'maximum':
        message = `${name} 不能大于 ${p.limit}`;
        break;
      case 'exclusiveMaximum':
        message = `${name} 必须小于 ${p.limit}`;
        break;
      case 'minItems':
        message = `${name} 至少需要 ${p.limit} 项`;
        break;
      case 'maxItems':
        message = `${name} 最多 ${p.limit} 项`;
        break;
      case 'uniqueItems':
        message = `${name} 不能有重复项`;
        break;
      case 'pattern':
      case 'format':
        message = `${name} 的格式不正确`;
        break;
      case 'enum':
      case 'const':
        message = `${name} 的取值无效`;
        break;
      case 'additionalProperties':
        message = `不支持的字段 ${name}`;
        break;
      case 'multipleOf':
        message = `${name} 必须是 ${p.multipleOf} 的倍数`;
        break;
      default:
        message = `${name} 无效`;
    }
  }
  return field ? { message, field } : { message };
}

const codeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_INVALID_CHARSET: '不支持的字符集',
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_ASYNC_CONSTRAINT: '请求无效',
};

/** The answer while a dependency (database, Redis) cannot be reached. */
export const UNAVAILABLE = '服务暂时不可用，请稍后重试';

export function errorBody(error: unknown, request?: FastifyRequest): { status: number; body: Record<string, unknown> } {
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { Error: error.message };
    if (error.field) body.Field = error.field;
    if (error.extra) Object.assign(body, error.extra);
    return { status: error.status, body };
  }
  const e = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (Array.isArray(e?.validation) && e.validation.length > 0) {
    const { message, field } = validationMessage(e.validation[0]!, e.validationContext);
    return { status: 400, body: field ? { Error: message, Field: field } : { Error: message } };
  }
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 429) return { status, body: { Error: '操作过于频繁，请稍后再试' } };
  if (e?.code && codeMessages[e.code]) return { status: 400, body: { Error: codeMessages[e.code] } };
  if (e instanceof SyntaxError || (status >= 400 && status < 500)) {
    if (status === 404) return { status, body: { Error: '资源不存在' } };
    if (status === 405) return { status, body: { Error: '不支持的请求方法' } };
    if (status === 401) return { status, body: { Error: '登录已过期，请重新登录' } };
    if (status === 403) return { status, body: { Error: '没有权限进行此操作' } };
    if (status === 408) return { status, body: { Error: '请求超时' } };
    return { status: 400, body: { Error: '请求无效' } };
  }
  void request;
  if (isConnectionFault(error)) return { status: 503, body: { Error: UNAVAILABLE } };
  return { status: 500, body: { Error: '服务器内部错误' } };
}

export const errorHandler = global(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const { status, body } = errorBody(error, request);
    if (status === 503) {
      // A dependency is down (logged once per request at warn, without the stack): the client retries later.
      request.log.warn({ err: { message: (error as Error).message } }, 'dependency unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'unexpected failure');
    else if (!(error instanceof ApiError)) request.log.info({ err: { message: (error as Error).message } }, 'refused');
    // A failure after headers were set by a route (e.g. content-type text/csv) must still be JSON.
    reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}, 'error-handler');
