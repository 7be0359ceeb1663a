// The staged rollout through the real broker and ingest (issue 31 item 2): canary, thresholds,
// approval, pacing, maintenance window, reboot reconcile, timeouts, pause, resume and cancel.
import { describe, expect, it } from 'vitest';
import { useFirmwareApp } from '../../test/firmware/firmware-harness';
import { waitFor } from '../../test/ingest/test-fixtures';
import { subUserOf } from '../../test/stations/station-test-helpers';
import { testDatabaseKind } from '../../test/test-database';

const h = useFirmwareApp();
const { t, clock, upload, fleet, createTask, detail, stateOf, waitState, tickAndWait } = h;

describe(`staged rollout (${testDatabaseKind()})`, () => {
  it('a canary of one device of five, then the rest; states to success; devices report the new version', async () => {
    const { ids, f, typeId } = await fleet(5);
    const fw = await upload(typeId);
    const task = await createTask(fw.id, ids, { canary_percent: 5 });
    expect(task.groups.map((g) => g.size)).toEqual([1, 4]);
    const canary = task.device_list.find((d) => d.group === 0)!.device_id;
    await tickAndWait(f, 1);
    expect(f.offered(canary)).toBe(1);
    expect(f.lastOffer(canary)).toMatchObject({ version: fw.version, size: fw.size, sha256: fw.sha256 });
    expect((await detail(task.id)).phase).toBe('running');
    expect(stateOf(await detail(task.id), canary).state).toBe('pushed');
    await f.reportOn(canary, 'downloading', { percent: 50 });
    const mid = await waitState(task.id, canary, 'upgrading');
    expect(stateOf(mid, canary).progress).toBe(50);
    await f.reportOn(canary, 'success', { percent: 100, message: fw.version });
    await waitState(task.id, canary, 'success');
    // Nobody else was offered before the canary succeeded.
    expect(f.totalOffers()).toBe(1);
    await tickAndWait(f, 5);
    expect((await detail(task.id)).current_group).toBe(1);
    for (const id of ids.filter((i) => i !== canary))
      await f.reportOn(id, 'success', { message: fw.version });
    await waitFor(async () => (await detail(task.id)).succeeded === 5);
    await t.engine.tick();
    const done = await detail(task.id);
    expect(done.phase).toBe('finished');
    expect(done.device_list.every((d) => d.version === fw.version)).toBe(true);
    const device = await t.m.call('GET', `/api/devices/${ids[1]}`);
    expect(device.json().firmware_version).toBe(fw.version);
    expect(ids.every((id) => f.offered(id) === 1)).toBe(true);
  });

  it('a failing canary pauses the rollout with the reason; resume with a good package finishes it', async () => {
    const { ids, f, typeId } = await fleet(3);
    const bad = await upload(typeId);
    const task = await createTask(bad.id, ids, { canary_percent: 5, error_threshold: 0 });
    const canary = task.device_list.find((d) => d.group === 0)!.device_id;
    await tickAndWait(f, 1);
    await f.reportOn(canary, 'failed', { message: 'sha256 mismatch' });
    await waitState(task.id, canary, 'fail');
    await t.engine.tick();
    const paused = await detail(task.id);
    expect(paused.phase).toBe('paused');
    expect(paused.reason).toEqual({
      code: 'iot-firmware.10010',
      params: { group: 1, failed: 100, threshold: 0 },
    });
    expect(stateOf(paused, canary).reason).toEqual({
      code: 'iot-firmware.10013',
      params: { message: 'sha256 mismatch' },
    });
    expect(paused.events.map((e) => e.action)).toEqual(['created', 'started', 'paused']);
    await t.engine.tick();
    expect(f.totalOffers()).toBe(1);
    const good = await upload(typeId);
    const resumed = await t.m.call('POST', `/api/firmware-tasks/${task.id}/resume`, { firmware_id: good.id });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ phase: 'running', version: good.version });
    await tickAndWait(f, 2);
    expect(f.lastOffer(canary).version).toBe(good.version);
    await f.reportOn(canary, 'success', { message: good.version });
    await waitState(task.id, canary, 'success');
    await tickAndWait(f, 4);
    for (const id of ids.filter((i) => i !== canary))
      await f.reportOn(id, 'success', { message: good.version });
    await waitFor(async () => (await detail(task.id)).succeeded === 3);
    await t.engine.tick();
    expect((await detail(task.id)).phase).toBe('finished');
    const again = await t.m.call('POST', `/api/firmware-tasks/${task.id}/resume`, {});
    expect(again.json().code).toBe('iot-firmware.10007');
  });

  it('waits for a second user’s approval at the success threshold; the creator cannot approve', async () => {
    const { ids, f, typeId } = await fleet(2);
    const fw = await upload(typeId);
    const task = await createTask(fw.id, ids, { canary_percent: 5, approval_required: true });
    const canary = task.device_list.find((d) => d.group === 0)!.device_id;
    await tickAndWait(f, 1);
    await f.reportOn(canary, 'success', { message: fw.version });
    await waitState(task.id, canary, 'success');
    await t.engine.tick();
    const waiting = await detail(task.id);
    expect(waiting.phase).toBe('awaiting_approval');
    expect(waiting.reason).toEqual({ code: 'iot-firmware.10011', params: { group: 1 } });
    const self = await t.m.call('POST', `/api/firmware-tasks/${task.id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('iot-firmware.10008');
    const viewer = await subUserOf(t.app, t.m, ['firmware:view']);
    expect((await viewer.as('POST', `/api/firmware-tasks/${task.id}/approve`)).statusCode).toBe(403);
    const approver = await subUserOf(t.app, t.m, ['firmware:view', 'firmware:task:approve']);
    const ok = await approver.as('POST', `/api/firmware-tasks/${task.id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().groups[0].approved).toBe(true);
    await tickAndWait(f, 2);
    expect((await detail(task.id)).events.map((e) => e.action)).toContain('approved');
  });

  it('offers no more devices a minute than the pace', async () => {
    const { ids, f, typeId } = await fleet(8);
    const fw = await upload(typeId);
    // Canary of one, then seven; three offers a minute.
    const task = await createTask(fw.id, ids, {
      canary_percent: 5,
      pacing_per_minute: 3,
      success_threshold: 100,
    });
    const canary = task.device_list.find((d) => d.group === 0)!.device_id;
    await tickAndWait(f, 1);
    await f.reportOn(canary, 'success', { message: fw.version });
    await waitState(task.id, canary, 'success');
    // The canary's offer counts in this minute: two more now.
    await tickAndWait(f, 3);
    await t.engine.tick();
    expect(f.totalOffers()).toBe(3);
    clock.advance(60_001);
    await tickAndWait(f, 6);
    await t.engine.tick();
    expect(f.totalOffers()).toBe(6);
    clock.advance(60_001);
    await tickAndWait(f, 8);
    expect(f.totalOffers()).toBe(8);
  });

  it('offers only inside the maintenance window of the device’s time zone', async () => {
    const { ids, f, typeId } = await fleet(1);
    const fw = await upload(typeId);
    const now = clock.now();
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    // A window opening in 10 minutes (devices here are at UTC+0), one hour long.
    const start = new Date(now.getTime() + 10 * 60_000);
    const end = new Date(start.getTime() + 60 * 60_000);
    const task = await createTask(fw.id, ids, { window: { start: hhmm(start), end: hhmm(end) } });
    await t.engine.tick();
    await new Promise((r) => setTimeout(r, 300));
    expect(f.totalOffers()).toBe(0);
    expect(stateOf(await detail(task.id), ids[0]!).state).toBe('to_push');
    clock.advance(11 * 60_000);
    await tickAndWait(f, 1);
    expect(stateOf(await detail(task.id), ids[0]!).state).toBe('pushed');
  });

  it('a device rebooting mid-update reconciles by the version it reports; none stays in between', async () => {
    const { ids, f, typeId } = await fleet(2);
    const fw = await upload(typeId);
    const task = await createTask(fw.id, ids, { canary_percent: 5, success_threshold: 50, retries: 1 });
    const [a, b] = [task.device_list[0]!.device_id, task.device_list[1]!.device_id];
    await tickAndWait(f, 1);
    await f.reportOn(a, 'installing', { percent: 50 });
    await waitState(task.id, a, 'upgrading');
    // a restarts and comes back with the new version: success.
    await f.disconnect(a);
    await f.connect([a]);
    await f.report(a, { state: 'report', version: fw.version });
    await waitState(task.id, a, 'success');
    await tickAndWait(f, 2);
    await f.reportOn(b, 'downloading', { percent: 25 });
    await waitState(task.id, b, 'upgrading');
    // b restarts and comes back with its old version: a retry, offered again with a new request.
    const first = f.lastOffer(b).request_id;
    await f.disconnect(b);
    await f.connect([b]);
    await f.report(b, { state: 'report', version: '01.00.00' });
    const retried = await waitState(task.id, b, 'to_push');
    expect(stateOf(retried, b).reason).toEqual({
      code: 'iot-firmware.10014',
      params: { version: '01.00.00' },
    });
    await tickAndWait(f, 3);
    expect(f.lastOffer(b).request_id).not.toBe(first);
    // A late report on the old offer changes nothing.
    await f.report(b, { request_id: first, state: 'success', message: fw.version });
    await new Promise((r) => setTimeout(r, 200));
    expect(stateOf(await detail(task.id), b).state).toBe('pushed');
  });

  it('a device without a result within its timeout is retried, then fails with the reason', async () => {
    const { ids, f, typeId } = await fleet(1);
    const fw = await upload(typeId);
    const task = await createTask(fw.id, ids, { timeout_seconds: 30, retries: 1, error_threshold: 99 });
    await tickAndWait(f, 1);
    clock.advance(29_000);
    await t.engine.tick();
    expect(stateOf(await detail(task.id), ids[0]!).state).toBe('pushed');
    clock.advance(1_000);
    await tickAndWait(f, 2);
    const retry = stateOf(await detail(task.id), ids[0]!);
    expect(retry).toMatchObject({ state: 'pushed', attempts: 2 });
    clock.advance(30_000);
    await t.engine.tick();
    const failed = stateOf(await detail(task.id), ids[0]!);
    expect(failed).toMatchObject({
      state: 'fail',
      reason: { code: 'iot-firmware.10012', params: { seconds: 30 } },
    });
    expect(f.totalOffers()).toBe(2);
  });

  it('pause, resume and cancel are audited; cancel ends unfinished devices; a finished action is refused', async () => {
    const { ids, f, typeId } = await fleet(2);
    const fw = await upload(typeId);
    const task = await createTask(fw.id, ids, { canary_percent: 5 });
    const pause = await t.m.call('POST', `/api/firmware-tasks/${task.id}/pause`);
    expect(pause.json()).toMatchObject({ phase: 'paused', reason: { code: 'iot-firmware.10018' } });
    await t.engine.tick();
    expect(f.totalOffers()).toBe(0);
    expect((await t.m.call('POST', `/api/firmware-tasks/${task.id}/resume`, {})).json().phase).toBe(
      'running',
    );
    await tickAndWait(f, 1);
    const cancel = await t.m.call('POST', `/api/firmware-tasks/${task.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().phase).toBe('cancelled');
    expect(cancel.json().device_list.every((d: { state: string }) => d.state === 'fail')).toBe(true);
    expect(cancel.json().device_list[0].reason.code).toBe('iot-firmware.10015');
    expect((await t.m.call('POST', `/api/firmware-tasks/${task.id}/cancel`)).json().code).toBe(
      'iot-firmware.10007',
    );
    expect(cancel.json().events.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'paused',
      'resumed',
      'cancelled',
    ]);
    await t.app.auditSettled();
    // A package used by a task cannot be deleted.
    expect((await t.m.call('DELETE', `/api/firmware/${fw.id}`)).json().code).toBe('iot-firmware.10009');
  });
});
