import { describe, expect, it } from 'vitest';
import { readThirdLoginProviders, ThirdLoginConfigError } from './third-login-providers';

describe('third-party provider configuration', () => {
  it('reads providers from THIRD_LOGIN_<NAME>_* variables, WeChat style for weixin', () => {
    const [provider] = readThirdLoginProviders({
      THIRD_LOGIN_WEIXIN_CLIENT_ID: 'wx123',
      THIRD_LOGIN_WEIXIN_CLIENT_SECRET: 'secret',
      THIRD_LOGIN_WEIXIN_AUTHORIZE_URL: 'https://open.weixin.qq.com/connect/qrconnect',
      THIRD_LOGIN_WEIXIN_TOKEN_URL: 'https://api.weixin.qq.com/sns/oauth2/access_token',
      THIRD_LOGIN_WEIXIN_USERINFO_URL: 'https://api.weixin.qq.com/sns/userinfo',
    });
    expect(provider).toMatchObject({
      name: 'weixin',
      protocol: 'wechat',
      clientId: 'wx123',
      scopes: 'snsapi_login',
    });
  });

  it('reads a JSON list and lets the variables of one name override it', () => {
    const providers = readThirdLoginProviders({
      THIRD_LOGIN_PROVIDERS: JSON.stringify([
        {
          name: 'corp',
          display_name: 'Corporate SSO',
          authorize_url: 'https://sso.example.com/auth',
          token_url: 'https://sso.example.com/token',
          userinfo_url: 'https://sso.example.com/me',
          client_id: 'ies',
          client_secret: 's',
        },
      ]),
    });
    expect(providers).toEqual([
      expect.objectContaining({
        name: 'corp',
        displayName: 'Corporate SSO',
        protocol: 'oauth2',
        scopes: 'openid',
      }),
    ]);
  });

  it.each([
    [{ THIRD_LOGIN_PROVIDERS: '{not json' }, 'THIRD_LOGIN_PROVIDERS'],
    [{ THIRD_LOGIN_PROVIDERS: '[{"name":"x"}]' }, 'THIRD_LOGIN_PROVIDERS'],
    [{ THIRD_LOGIN_QQ_CLIENT_ID: 'a', THIRD_LOGIN_QQ_CLIENT_SECRET: 'b' }, 'THIRD_LOGIN_QQ_*'],
  ])('refuses %o naming %s', (env, variable) => {
    try {
      readThirdLoginProviders(env);
      expect.unreachable('accepted an invalid provider');
    } catch (error) {
      expect(error).toBeInstanceOf(ThirdLoginConfigError);
      expect((error as ThirdLoginConfigError).variable).toBe(variable);
    }
  });
});
