import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { alarmHarness } from '../../test/alarms/alarm-harness';

// Issue 15 item 4: each user's own channels, minimum level and quiet hours
// (EditAlarmNotificationsSettings), through the real ingest path.

const h = alarmHarness({ typeCode: 'SETTINGS_TYPE', idPrefix: 'st' });
const { device, rule, send } = h;
const T0 = Date.now() - 3_600_000;

const EMAIL = `ops-${Date.now()}@example.com`;
const settingsUrl = () => `/api/alert-mgmt/tenants/${h.m.tenant.id}/notification-settings`;

async function bells(ruleName: string): Promise<number> {
  const [row] = await h.database.rows<{ n: number }>(
    `select count(*)::int as n from user_messages where user_id = '${h.m.manager.id}' and message_name = '告警：${ruleName}'`,
  );
  return row!.n;
}
async function mails(): Promise<string[]> {
  const rows = await h.database.rows<{ event_id: string }>(
    `select event_id from alarm_deliveries where channel = 'email' and destination = '${EMAIL}' order by created_at`,
  );
  return rows.map((r) => r.event_id);
}

/** A rule of this level on a new device, raised by one low sample at `ts`: its name and event. */
async function raise(level: number, ts: number) {
  const d = await device();
  const r = (await rule([d], { level, actions: [] })) as { id: string; name: string };
  const name = r.name;
  await send(d, ts, { soc: 10 });
  const [event] = await h.database.rows<{ id: string }>(
    `select id from alarm_events where rule_id = '${r.id}'`,
  );
  return { name: name as string, eventId: event!.id };
}

describe(`alarm notification settings per user on ${testDatabaseKind()}`, () => {
  it('reads the defaults, refuses a bad quiet hour at its field, saves the choice', async () => {
    const first = await h.m.call('GET', settingsUrl());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      channels: ['app_push'],
      min_level: 1,
      quiet_hours: null,
      critical_in_quiet_hours: true,
      language: 'zh',
    });
    const bad = await h.m.call('PUT', settingsUrl(), {
      channels: ['email'],
      min_level: 3,
      quiet_hours: { start: '25:00', end: '06:00' },
      critical_in_quiet_hours: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldCodes(bad)).toMatchObject({ 'quiet_hours.start': 'iot-validation.10022' });
    const other = await h.m.call(
      'GET',
      `/api/alert-mgmt/tenants/00000000-0000-0000-0000-000000000000/notification-settings`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('sends on the chosen channels from the minimum level, and only critical ones in quiet hours', async () => {
    await h.database.rows(`update users set email = '${EMAIL}' where id = '${h.m.manager.id}'`);
    const saved = await h.m.call('PUT', settingsUrl(), {
      channels: ['email'],
      min_level: 3,
      quiet_hours: null,
      critical_in_quiet_hours: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const minor = await raise(2, T0);
    const major = await raise(3, T0);
    await h.engine.settled();
    expect(await bells(minor.name)).toBe(0);
    expect(await bells(major.name)).toBe(0); // the bell is not among the chosen channels
    expect(await mails()).toEqual([major.eventId]);

    // Quiet hours around T0 (UTC devices): a major alarm waits, a critical one goes through.
    const minute = Math.floor(T0 / 60_000) % 1440;
    const hhmm = (v: number) =>
      `${String(Math.floor(v / 60) % 24).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`;
    await h.m.call('PUT', settingsUrl(), {
      channels: ['email', 'app_push'],
      min_level: 3,
      quiet_hours: { start: hhmm((minute + 1380) % 1440), end: hhmm((minute + 60) % 1440) },
      critical_in_quiet_hours: true,
    });
    const quiet = await raise(3, T0);
    const critical = await raise(4, T0);
    await h.engine.settled();
    expect(await bells(quiet.name)).toBe(1); // the bell still shows it
    expect(await mails()).toEqual([major.eventId, critical.eventId]);
  });

  it("writes the alarm in the recipient's language (bell title and default line); the event keeps its own", async () => {
    const saved = await h.m.call('PUT', settingsUrl(), {
      channels: ['app_push'],
      min_level: 1,
      quiet_hours: null,
      critical_in_quiet_hours: true,
      language: 'en',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().language).toBe('en');
    const bad = await h.m.call('PUT', settingsUrl(), { ...(saved.json() as object), language: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(fieldCodes(bad)).toMatchObject({ language: 'iot-validation.10007' });

    const d = await device();
    const r = (await rule([d], {
      alert_description_type: 'default',
      custom_alert_description: '',
      actions: [],
    })) as {
      id: string;
      name: string;
    };
    await send(d, T0, { soc: 10 });
    const inbox = async (name: string) =>
      h.database.rows<{ body: { message: string; i18n?: Record<string, { zh?: string; en?: string }> } }>(
        `select message_body as body from user_messages where user_id = '${h.m.manager.id}' and message_name = '${name}'`,
      );
    const [bell] = await inbox(`Alarm: ${r.name}`);
    expect(bell?.body.message).toMatch(new RegExp(`^${r.name}: .* SOC=10 %, less than 20 %$`));
    expect(await inbox(`告警：${r.name}`)).toHaveLength(0);
    // Both languages are kept with it: the bell reads in the app's language (issue 34).
    expect(bell?.body.i18n?.message_name).toEqual({ zh: `告警：${r.name}`, en: `Alarm: ${r.name}` });
    expect(bell?.body.i18n?.message?.zh).toMatch(/SOC=10 %，小于 20 %$/);
    expect(bell?.body.i18n?.message?.en).toBe(bell?.body.message);
    // The event keeps its own (Chinese) line.
    const [event] = await h.database.rows<{ message: string }>(
      `select message from alarm_events where rule_id = '${r.id}'`,
    );
    expect(event?.message).toContain('SOC=10 %，');
  });
});
