import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mqttUrl).toBeUndefined();
    expect(config.mqttPort).toBe(1884);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
    expect([...config.services]).toEqual(['api', 'ingest', 'jobs', 'broker']);
    expect(config.outboundAllow).toEqual({ hosts: [], ranges: [] });
  });

  it('reads the outbound allow-list of hosts, addresses and ranges', () => {
    expect(loadConfig({ OUTBOUND_ALLOW: 'Hooks.Internal., 127.0.0.1 10.0.0.0/8,::1' }).outboundAllow).toEqual(
      {
        hosts: ['hooks.internal'],
        ranges: [
          { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
          { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
          { address: '::1', prefix: 128, family: 'ipv6' },
        ],
      },
    );
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/ies',
        DATABASE_URL: 'postgres://u@db:5432/ies',
        MQTT_URL: 'mqtt://broker:1883',
        PUBLIC_URL: 'https://ies.example.org',
        LOG_LEVEL: 'debug',
        BODY_LIMIT: '2048',
        SERVICES: 'api,jobs',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/var/ies',
      databaseUrl: 'postgres://u@db:5432/ies',
      mqttUrl: 'mqtt://broker:1883',
      publicUrl: 'https://ies.example.org',
      logLevel: 'debug',
      bodyLimit: 2048,
    });
    expect([...config.services]).toEqual(['api', 'jobs']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ MQTT_URL: 'http://broker' }, 'MQTT_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ BODY_LIMIT: '-5' }, 'BODY_LIMIT'],
    [{ SERVICES: 'api,web' }, 'SERVICES'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ LIVE_BUS: 'redis' }, 'LIVE_BUS'],
    [{ INGEST_CLIENT_ID: 'has space' }, 'INGEST_CLIENT_ID'],
    [{ LIVE_BUS: 'postgres' }, 'LIVE_BUS'],
    [{ OUTBOUND_ALLOW: '127.1' }, 'OUTBOUND_ALLOW'],
    [{ OUTBOUND_ALLOW: '10.0.0.0/33' }, 'OUTBOUND_ALLOW'],
  ])('refuses %o naming the variable', (env, variable) => {
    try {
      loadConfig(env, '/srv');
      expect.unreachable('loadConfig accepted an invalid value');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message).toContain(variable);
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it.each([
    [{}, 'process'],
    [{ DATABASE_URL: 'postgres://u@db/ies' }, 'process'],
    [{ DATABASE_URL: 'postgres://u@db/ies', MQTT_URL: 'mqtt://broker' }, 'postgres'],
    [{ DATABASE_URL: 'postgres://u@db/ies', SERVICES: 'api' }, 'postgres'],
    [{ DATABASE_URL: 'postgres://u@db/ies', SERVICES: 'ingest,broker' }, 'postgres'],
    [{ DATABASE_URL: 'postgres://u@db/ies', MQTT_URL: 'mqtt://broker', LIVE_BUS: 'process' }, 'process'],
    [{ DATABASE_URL: 'postgres://u@db/ies', LIVE_BUS: 'postgres' }, 'postgres'],
  ])('sends live data through PostgreSQL when ingest may be in another process: %o → %s', (env, mode) => {
    expect(loadConfig(env, '/srv').liveBus).toBe(mode);
  });
});
