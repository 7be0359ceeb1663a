import { errorMessage, messagePlaceholders } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { groupSizes, insideWindow, judgeGroup, pacingBudget, rolloutReasons } from './rollout-rules';

// The staged rollout's rules at their edges (issue 31 item 2).

const counts = (c: Partial<Record<'to_push' | 'pushed' | 'upgrading' | 'success' | 'fail', number>>) => ({
  to_push: 0,
  pushed: 0,
  upgrading: 0,
  success: 0,
  fail: 0,
  ...c,
});
const plan = { success_threshold: 80, error_threshold: 20, error_min_finished: 5 };

describe('group sizes', () => {
  it('a 20 % canary of 5 devices is one device, the rest one group', () => {
    expect(groupSizes(5, { canary_percent: 5, group_percents: [] })).toEqual([1, 4]);
  });
  it('the canary has at least one device; chosen shares round up; the remainder is a last group', () => {
    expect(groupSizes(1000, { canary_percent: 1, group_percents: [10, 30] })).toEqual([10, 100, 300, 590]);
    expect(groupSizes(3, { canary_percent: 5, group_percents: [50] })).toEqual([1, 2]);
    expect(groupSizes(1, { canary_percent: 5, group_percents: [50] })).toEqual([1]);
    expect(groupSizes(10, { canary_percent: 5, group_percents: [95] })).toEqual([1, 9]);
  });
});

describe('success threshold', () => {
  it('exactly X % succeeded starts the next group; one device less waits', () => {
    expect(judgeGroup(counts({ success: 8, upgrading: 2 }), plan)).toEqual({ kind: 'next' });
    expect(judgeGroup(counts({ success: 7, upgrading: 3 }), plan)).toEqual({ kind: 'wait' });
  });
  it('100 % needs every device', () => {
    const all = { ...plan, success_threshold: 100 };
    expect(judgeGroup(counts({ success: 9, pushed: 1 }), all)).toEqual({ kind: 'wait' });
    expect(judgeGroup(counts({ success: 10 }), all)).toEqual({ kind: 'next' });
  });
});

describe('error threshold', () => {
  it('a failed share one over Y % pauses once N devices finished, not before', () => {
    // 1 failed of 4 finished = 25 % > 20 %, but only 4 < N = 5 finished: keep going.
    expect(judgeGroup(counts({ success: 3, fail: 1, to_push: 16 }), plan)).toEqual({ kind: 'wait' });
    // 2 failed of 5 finished = 40 % with N reached: pause.
    expect(judgeGroup(counts({ success: 3, fail: 2, to_push: 15 }), plan)).toEqual({
      kind: 'error',
      failedPercent: 40,
    });
  });
  it('exactly Y % does not pause; just above does', () => {
    // 1 of 5 = 20 %: not above.
    expect(judgeGroup(counts({ success: 4, fail: 1, to_push: 15 }), plan)).toEqual({ kind: 'wait' });
    // 21 of 100 = 21 %: above.
    const big = { ...plan, error_min_finished: 100 };
    expect(judgeGroup(counts({ success: 79, fail: 21 }), big)).toEqual({ kind: 'error', failedPercent: 21 });
    expect(judgeGroup(counts({ success: 80, fail: 20 }), big)).toEqual({ kind: 'next' });
  });
  it('a group smaller than N is judged once all of it finished (a one-device canary)', () => {
    expect(judgeGroup(counts({ upgrading: 1 }), plan)).toEqual({ kind: 'wait' });
    expect(judgeGroup(counts({ fail: 1 }), plan)).toEqual({ kind: 'error', failedPercent: 100 });
  });
  it('an error threshold of 0 pauses on the first failure once N finished', () => {
    const strict = { ...plan, error_threshold: 0, error_min_finished: 1 };
    expect(judgeGroup(counts({ fail: 1, to_push: 9 }), strict)).toEqual({
      kind: 'error',
      failedPercent: 100,
    });
    expect(judgeGroup(counts({ success: 1, to_push: 9 }), strict)).toEqual({ kind: 'wait' });
  });
});

describe('pacing', () => {
  it('offers the pace less the offers of the last minute, never below zero', () => {
    expect(pacingBudget(10, 0)).toBe(10);
    expect(pacingBudget(10, 9)).toBe(1);
    expect(pacingBudget(10, 10)).toBe(0);
    expect(pacingBudget(10, 12)).toBe(0);
  });
});

describe('maintenance window', () => {
  const at = (hhmm: string) => new Date(`2026-03-01T${hhmm}:00Z`);
  it('opens at its start and closes at its end, in the station time zone', () => {
    const window = { start: '02:00', end: '04:00' };
    expect(insideWindow(window, at('01:59'), 0)).toBe(false);
    expect(insideWindow(window, at('02:00'), 0)).toBe(true);
    expect(insideWindow(window, at('03:59'), 0)).toBe(true);
    expect(insideWindow(window, at('04:00'), 0)).toBe(false);
    // 18:00 UTC is 02:00 in UTC+8.
    expect(insideWindow(window, at('18:00'), 480)).toBe(true);
    expect(insideWindow(window, at('17:59'), 480)).toBe(false);
  });
  it('a window over midnight; no window is always open', () => {
    const night = { start: '22:00', end: '04:00' };
    expect(insideWindow(night, at('23:30'), 0)).toBe(true);
    expect(insideWindow(night, at('03:59'), 0)).toBe(true);
    expect(insideWindow(night, at('04:00'), 0)).toBe(false);
    expect(insideWindow(night, at('21:59'), 0)).toBe(false);
    expect(insideWindow(null, at('12:00'), 0)).toBe(true);
  });
});

describe('reasons a rollout stores (pauses and device failures), in zh and en', () => {
  // The values the engine and service put in (rollout-rules.ts), read as people read them.
  const cases: Array<[{ code: string; params: Record<string, string | number> }, string, string]> = [
    [
      rolloutReasons.errorThreshold(1, 40, 20),
      '第 2 组失败比例 40% 超过错误阈值 20%，升级已自动暂停',
      'Group 2: 40 % failed, above the error threshold of 20 %; the rollout paused itself',
    ],
    [
      rolloutReasons.awaitingApproval(0),
      '第 1 组已达到成功阈值，等待审批后继续',
      'Group 1 reached its success threshold; waiting for approval',
    ],
    [
      rolloutReasons.timedOut(600),
      '设备未在 600 秒内完成升级',
      'The device did not finish the upgrade within 600 s',
    ],
    [
      rolloutReasons.deviceFailed('sha256 mismatch'),
      '设备报告升级失败：sha256 mismatch',
      'The device reported a failed upgrade: sha256 mismatch',
    ],
    [rolloutReasons.deviceFailed(undefined), '设备报告升级失败：', 'The device reported a failed upgrade: '],
    [
      rolloutReasons.oldVersion('01.00.00'),
      '设备重启后仍报告旧版本 01.00.00',
      'After restarting, the device still reports the old version 01.00.00',
    ],
    [rolloutReasons.cancelled(), '升级任务已取消', 'The upgrade task was cancelled'],
    [rolloutReasons.pausedByUser(), '由用户暂停', 'Paused by a user'],
  ];
  it.each(cases)('%j', (reason, zh, en) => {
    expect(errorMessage(reason.code, 'zh', reason.params)).toBe(zh);
    expect(errorMessage(reason.code, 'en', reason.params)).toBe(en);
    for (const locale of ['zh', 'en'] as const)
      expect(Object.keys(reason.params)).toEqual(
        expect.arrayContaining(messagePlaceholders(errorMessage(reason.code, locale))),
      );
  });
  it('a device’s failure message is cut to 200 characters', () => {
    expect(rolloutReasons.deviceFailed('x'.repeat(201)).params.message).toHaveLength(200);
  });
});
