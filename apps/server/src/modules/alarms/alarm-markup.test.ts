import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture } from '../../test/mail-capture';
import { testDatabaseKind } from '../../test/test-database';
import { unique } from '../../test/stations/station-test-helpers';
import { alarmHarness } from '../../test/alarms/alarm-harness';

// Issue 27 item 5: free text holds < and > and is shown as text. An alarm description with markup
// reaches the event list and the e-mail as the literal text; the e-mail is plain text only, so no
// mail program renders it as HTML.

let mail: Awaited<ReturnType<typeof startMailCapture>>;
beforeAll(async () => {
  mail = await startMailCapture();
});
afterAll(async () => {
  await mail?.close();
});

const h = alarmHarness({
  typeCode: 'ALARM_MARKUP_TYPE',
  idPrefix: 'mk',
  config: () => ({ smtpUrl: mail.url }),
});

const MARKUP = '<script>alert(1)</script>';

describe(`alarm texts with markup on ${testDatabaseKind()}`, () => {
  it('keeps the description literal in the event and in a plain-text e-mail', async () => {
    const d = await h.device();
    const email = `${unique('ops')}@example.com`.toLowerCase();
    const rule = await h.rule([d], {
      custom_alert_description: `${MARKUP} {value} > {threshold}`,
      actions: [{ type: 'email', email }],
    });
    const at = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    await h.send(d, at, { soc: 10 });
    await h.engine.settled();
    await h.notifier.settled();
    const events = await h.m.call(
      'GET',
      `/api/out-wrapper/group/tenants/${h.m.tenant.id}/user/${h.m.manager.id}/alert-event-data?rule_id=${rule.id}`,
    );
    const [event] = events.json().list as Array<{ message: string }>;
    expect(event?.message).toContain(`${MARKUP} 10 > 20`);
    const sent = mail.mails.filter((x) => x.to.includes(email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`${MARKUP} 10 > 20`);
    expect(sent[0]!.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(sent[0]!.raw).not.toMatch(/text\/html/i);
  });
});
