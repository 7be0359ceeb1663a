import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const simPoolErrorsTitle = 'SIM pools';

/** SIM pools (issue 32 item 2; B §3, §5). */
export const simPoolErrors = {
  'iot-sim.10001': {
    status: 409,
    zh: '卡池ID已存在',
    en: 'This pool id already exists',
    meaning: 'A SIM pool of the tenant already has this pool id (field pool_id).',
  },
  'iot-sim.10002': {
    status: 422,
    zh: '请输入以 http:// 或 https:// 开头的服务商地址',
    en: 'Enter a provider address starting with http:// or https://',
    meaning: 'The SIM provider address is not an http(s) URL of at most 512 characters (field provider_url).',
  },
  'iot-sim.10003': {
    status: 502,
    zh: '同步卡池失败：服务商未正确应答，请检查地址、应用ID和密钥',
    en: 'Syncing the pool failed: the provider did not answer correctly; check the address, app id and secret key',
    meaning:
      "The provider adapter's call failed (refused address, timeout, non-2xx answer or an answer not in the provider API's shape); the pool keeps its last figures and shows the failure.",
  },
  'iot-sim.10004': {
    status: 422,
    zh: '卡池数量已达上限（{max}）',
    en: 'The number of SIM pools has reached its limit ({max})',
    meaning: 'The tenant has SIM_POOLS_PER_TENANT_MAX pools already.',
  },
} as const satisfies Record<string, ErrorDefinition>;
