import { describe, expect, it } from 'vitest';
import { COMMANDS_PER_TASK_CODE, commandTaskBodySchema, commandTaskCreateSchema } from './device-commands';

const beep = { operation: 'beep' };
const issuesOf = (body: unknown) =>
  (commandTaskCreateSchema.safeParse(body).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    code: issue.message,
    params: 'params' in issue ? issue.params : undefined,
  }));

describe('command task rules', () => {
  it('takes 1–10 commands sent 0–3600 s apart with a TTL of 10–86400 s', () => {
    expect(issuesOf({ commands: [beep], interval_seconds: 0, ttl_seconds: 10 })).toEqual([]);
    expect(
      issuesOf({ commands: new Array(10).fill(beep), interval_seconds: 3600, ttl_seconds: 86_400 }),
    ).toEqual([]);
    expect(issuesOf({ commands: new Array(11).fill(beep) })).toEqual([
      { path: 'commands', code: COMMANDS_PER_TASK_CODE, params: undefined },
    ]);
    expect(issuesOf({ commands: [], interval_seconds: 3601, ttl_seconds: 9 })).toEqual([
      { path: 'commands', code: 'iot-validation.10001', params: undefined },
      { path: 'interval_seconds', code: '10002', params: { min: 0, max: 3600 } },
      { path: 'ttl_seconds', code: '10002', params: { min: 10, max: 86_400 } },
    ]);
    expect(issuesOf({ commands: [beep], interval_seconds: -1 })[0]).toMatchObject({
      path: 'interval_seconds',
    });
  });

  it('leaves the ranges out of the body shape, so the server can answer 404 for a foreign device first', () => {
    expect(
      commandTaskBodySchema.safeParse({ commands: new Array(11).fill(beep), interval_seconds: 3601 }).success,
    ).toBe(true);
  });
});
