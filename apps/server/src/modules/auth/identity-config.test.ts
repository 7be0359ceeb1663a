import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../../config/config';

describe('identity configuration', () => {
  it('defaults to the development outbox, 2 h idle and 7 days absolute sessions, no providers', () => {
    const config = loadConfig({}, '/srv');
    expect(config).toMatchObject({
      smtpUrl: undefined,
      smsHttpUrl: undefined,
      sessionIdleMinutes: 120,
      sessionMaxHours: 168,
      thirdLoginProviders: [],
    });
  });

  it('reads the gateways and session times', () => {
    const config = loadConfig(
      {
        SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
        MAIL_FROM: 'IES <ies@example.com>',
        SMS_HTTP_URL: 'https://sms.example.com/send',
        SMS_HTTP_TOKEN: 't0ken',
        SESSION_IDLE_MINUTES: '30',
        SESSION_MAX_HOURS: '12',
        IES_ADMIN_PASSWORD: 'Ad-x_Y9zz',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
      mailFrom: 'IES <ies@example.com>',
      smsHttpUrl: 'https://sms.example.com/send',
      smsHttpToken: 't0ken',
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      adminPassword: 'Ad-x_Y9zz',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMS_HTTP_URL: 'ftp://sms' }, 'SMS_HTTP_URL'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_MAX_HOURS: 'a week' }, 'SESSION_MAX_HOURS'],
    [{ THIRD_LOGIN_PROVIDERS: '{' }, 'THIRD_LOGIN_PROVIDERS'],
    [{ IES_ADMIN_PASSWORD: 'short' }, 'IES_ADMIN_PASSWORD'],
    [{ IES_ADMIN_PASSWORD: 'has a space 123' }, 'IES_ADMIN_PASSWORD'],
  ])('refuses %o naming the variable', (env, variable) => {
    expect(() => loadConfig(env, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv')).toThrow(variable);
  });

  it('documents every identity variable', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    for (const name of [
      'SMTP_URL',
      'MAIL_FROM',
      'SMS_HTTP_URL',
      'SMS_HTTP_TOKEN',
      'SESSION_IDLE_MINUTES',
      'SESSION_MAX_HOURS',
      'THIRD_LOGIN_PROVIDERS',
    ]) {
      expect(names).toContain(name);
    }
  });
});
