import type { ErrorDefinition } from './error-types';

/** The family's heading in docs/errors.md. */
export const httpErrorsTitle = 'Transport';

/** Transport-level failures, in the spec's iot-http family. */
export const httpErrors = {
  'iot-http.400': {
    status: 400,
    zh: '请求格式错误',
    en: 'The request is malformed',
    meaning: 'The body is not valid JSON or cannot be parsed for its content type.',
  },
  'iot-http.401': {
    status: 401,
    zh: '登录已失效，请重新登录',
    en: 'Your session has expired, please sign in again',
    meaning: 'No session token, or the token is unknown, expired or revoked.',
  },
  'iot-http.403': {
    status: 403,
    zh: '暂无权限，请咨询管理员',
    en: 'No permission, please consult the administrator',
    meaning:
      'The caller is signed in but lacks the permission code the route declares, or the share level needed.',
  },
  'iot-http.404': {
    status: 404,
    zh: '请求的资源不存在',
    en: 'The requested resource does not exist',
    meaning: "Unknown API route, or an id that does not exist within the caller's tenant and authority.",
  },
  'iot-http.413': {
    status: 413,
    zh: '请求内容过大（上限 {limit}）',
    en: 'The request body is too large (limit {limit})',
    meaning: 'The request body exceeds the configured body limit.',
  },
  'iot-http.415': {
    status: 415,
    zh: '不支持的内容类型',
    en: 'Unsupported content type',
    meaning: 'The request content type is not accepted by this route.',
  },
  'iot-http.422': {
    status: 422,
    zh: '输入有误，请检查标出的字段',
    en: 'Some input is invalid, please check the marked fields',
    meaning:
      'Validation failed; data.fields lists each failing field with its own catalogue code and message.',
  },
  'iot-http.429': {
    status: 429,
    zh: '操作过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    meaning: 'A rate limit was exceeded; data.retryAfter gives seconds to wait.',
  },
  'iot-http.500': {
    status: 500,
    zh: '服务器内部错误（请求编号 {requestId}）',
    en: 'Internal server error (request id {requestId})',
    meaning:
      'An unexpected failure; the log holds the details under the request id. No stack, SQL or path is returned.',
  },
  'iot-http.503': {
    status: 503,
    zh: '服务暂不可用，请稍后再试',
    en: 'The service is temporarily unavailable, please try again later',
    meaning: 'A dependency (database or broker) is down or the server is shutting down.',
  },
  'iot-http.423': {
    status: 423,
    zh: '账号已被锁定，请通过安全手机验证后解锁',
    en: 'The account is locked. Verify with your security phone to unlock it',
    meaning:
      'Sign-in refused because the account is locked after repeated failures. data.mobile holds the masked security phone (e.g. 138****0000); the sign-in screen opens the security-phone verification dialog with it.',
  },
  'iot-http.408': {
    status: 408,
    zh: '请求超时，请重试',
    en: 'The request timed out, please try again',
    meaning: "The request did not arrive completely within the server's request timeout.",
  },
  'iot-http.426': {
    status: 426,
    zh: '该地址只接受 WebSocket 连接',
    en: 'This address only accepts WebSocket connections',
    meaning: 'A plain HTTP request reached a WebSocket route (GET /api/live, GET /api/stations/{id}/live).',
  },
  'iot-http.431': {
    status: 431,
    zh: '请求头或查询参数过长（上限 16 KB）',
    en: 'The request headers or query string are too long (limit 16 KB)',
    meaning:
      'The request line and headers together exceed 16 KB, e.g. a very long query string; answered before any route runs.',
  },
} as const satisfies Record<string, ErrorDefinition>;
