import { describe, expect, it } from 'vitest';
import { behaviourName, moduleName, operationName, operationTarget } from './describeLog';

describe('describeLog', () => {
  it('says a route in words, in both languages', () => {
    expect(operationName('POST /api/tenant/tenants/:tenant_id/users', 'zh')).toBe('新增 用户');
    expect(operationName('POST /api/tenant/tenants/:tenant_id/users', 'en')).toBe('Create user');
    expect(operationName('DELETE /api/stations/:id/shares/:user_id', 'en')).toBe('Delete station share');
    expect(operationName('PUT /api/stations/:id/collect', 'zh')).toBe('收藏 电站');
    expect(operationName('PUT /api/tenant/tenants/:tenant_id/users/:user_id/reset-password', 'en')).toBe(
      'Reset the password of user',
    );
  });

  it('keeps an unknown route as it is rather than guessing', () => {
    expect(operationName('POST /api/unheard-of', 'en')).toBe('POST /api/unheard-of');
  });

  it('names the module and the behaviours', () => {
    expect(moduleName('tenant/tenants', 'en')).toBe('Users and permissions');
    expect(moduleName('stations', 'zh')).toBe('电站管理');
    expect(moduleName('mystery/x', 'zh')).toBe('mystery/x');
    expect(behaviourName('signin', 'zh')).toBe('登录');
    expect(behaviourName('lock', 'en')).toBe('Account locked');
  });

  it('finds the target: a name in the body, else the last route id', () => {
    expect(operationTarget({ params: { id: 's1' }, body: { name: 'East' } })).toBe('East');
    expect(operationTarget({ params: { tenant_id: 't1', user_id: 'u9' }, body: {} })).toBe('u9');
    expect(operationTarget({ params: { id: '4497c9d3-480d-4dff-afd1-13e5a78c3228' }, body: {} })).toBeNull();
    expect(operationTarget({ body: [1, 2] })).toBeNull();
  });
});
