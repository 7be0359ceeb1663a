import { describe, expect, it } from 'vitest';
import * as theme from '../common/theme';
import * as account from '../common/account-enums';
import * as alarm from '../alarms/enums';
import { enumCatalogue } from './enums';
import * as data from '../storage/data-enums';
import * as device from '../device/enums';
import { enumOptions, labelOf } from '../common/label';
import * as menu from '../menus/enums';
import * as price from '../prices/enums';
import * as station from '../station/enums';
import * as timedJob from '../timed-strategies/enums';
import * as workOrder from '../orders/enums';

const HAN = /\p{Script=Han}/u;
const entries = Object.entries(enumCatalogue);

describe('enumerations', () => {
  it.each(entries)(
    '%s has unique values, each with zh and en labels and nothing else',
    (_name, { values, labels }) => {
      expect(new Set(values).size).toBe(values.length);
      expect(Object.keys(labels).sort()).toEqual(values.map(String).sort());
      for (const value of values) {
        const label = labels[value];
        expect(label?.zh.trim(), String(value)).toBeTruthy();
        expect(label?.en.trim(), String(value)).toBeTruthy();
        expect(label?.en, String(value)).not.toMatch(HAN);
      }
    },
  );

  it('registers every *_LABELS export in the catalogue', () => {
    const registered = new Set<unknown>(entries.map(([, entry]) => entry.labels));
    const modules = [account, alarm, data, device, menu, price, station, timedJob, workOrder, theme];
    const exported = modules.flatMap((module) =>
      Object.entries(module)
        .filter(([name]) => name.endsWith('_LABELS'))
        .map(([name, labels]) => ({ name, labels })),
    );
    expect(exported.length).toBe(entries.length);
    expect(exported.filter(({ labels }) => !registered.has(labels)).map(({ name }) => name)).toEqual([]);
  });

  it('builds select options in declared order', () => {
    expect(
      enumOptions(price.PRICE_PERIOD_PROPERTIES, price.PRICE_PERIOD_PROPERTY_LABELS, 'en').map(
        (o) => o.label,
      ),
    ).toEqual(['Sharp', 'Peak', 'Flat', 'Valley', 'Deep valley']);
    expect(labelOf(account.USER_TYPE_LABELS, '1', 'zh')).toBe('商户');
    expect(labelOf(alarm.ALARM_LEVEL_LABELS, alarm.ALARM_LEVEL.critical, 'en')).toBe('Critical');
  });

  it('keeps the named maps in step with the value lists', () => {
    expect(Object.values(alarm.ALARM_LEVEL).sort()).toEqual([...alarm.ALARM_LEVELS]);
    expect(Object.values(menu.MENU_TYPE).sort()).toEqual([...menu.MENU_TYPES].sort());
    expect(Object.values(account.LOGIN_TYPE).sort()).toEqual([...account.LOGIN_TYPES]);
    expect(Object.keys(device.SOLAR_MODEL_NAMES).map(Number)).toEqual([...device.SOLAR_MODELS]);
  });
});
