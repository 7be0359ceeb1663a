import { describe, expect, it } from 'vitest';
import type { TextVariants } from '@ies/contracts';
import { editedTexts, localText } from './localText';

// Issue 34 item 5: a record's text follows the app's language, and editing it in one language
// keeps the other.

const rule = {
  name: '演示_设备离线',
  custom_alert_description: '{device}：离线',
  i18n: {
    name: { zh: '演示_设备离线', en: 'Demo-device-offline' },
    custom_alert_description: { zh: '{device}：离线', en: '{device}: offline' },
  },
};

describe('localText', () => {
  it('reads a record in the language asked for', () => {
    expect(localText(rule, 'name', 'en')).toBe('Demo-device-offline');
    expect(localText(rule, 'name', 'zh')).toBe('演示_设备离线');
    expect(localText(rule, 'custom_alert_description', 'en')).toBe('{device}: offline');
  });

  it('falls back to the primary text without a variant in the language, or without any', () => {
    expect(localText({ name: '只有中文', i18n: { name: { zh: '只有中文' } } }, 'name', 'en')).toBe(
      '只有中文',
    );
    const plain: { name: string; i18n?: TextVariants } = { name: 'plain' };
    expect(localText(plain, 'name', 'en')).toBe('plain');
    expect(localText({ name: 'plain', i18n: { name: { en: '' } } }, 'name', 'en')).toBe('plain');
    expect(localText(undefined, 'name' as never, 'zh')).toBe('');
  });

  it('an alarm event: its message and rule name rendered in both languages when raised', () => {
    const event = {
      rule_name: '演示_电芯压差过大',
      message: '苏州 BMS-1：最高单体电压−最低单体电压 = 0.418 V，高于 0.15 V。',
      i18n: {
        message: {
          zh: '苏州 BMS-1：最高单体电压−最低单体电压 = 0.418 V，高于 0.15 V。',
          en: 'Suzhou BMS-1: Max cell voltage − Min cell voltage = 0.418 V, above 0.15 V.',
        },
        rule_name: { zh: '演示_电芯压差过大', en: 'Demo-cell-voltage-spread' },
      },
    };
    expect(localText(event, 'message', 'en')).toMatch(/^Suzhou BMS-1: Max cell voltage/);
    expect(localText(event, 'rule_name', 'en')).toBe('Demo-cell-voltage-spread');
    expect(localText(event, 'message', 'zh')).toContain('最高单体电压');
  });
});

describe('editedTexts', () => {
  it('an edit in English changes the English variant only; the primary and Chinese stay', () => {
    expect(editedTexts(rule, { name: 'Demo-offline' }, ['name'], 'en')).toEqual({
      name: '演示_设备离线',
      i18n: { ...rule.i18n, name: { zh: '演示_设备离线', en: 'Demo-offline' } },
    });
  });

  it('a record without a variant in the language: the primary text is edited, the variants kept', () => {
    const zhOnly = { name: '旧名', remark: '备注', i18n: { remark: { zh: '备注' } } };
    expect(editedTexts(zhOnly, { name: 'New', remark: 'Note' }, ['name', 'remark'], 'en')).toEqual({
      name: 'New',
      remark: 'Note',
      i18n: { remark: { zh: '备注' } },
    });
  });

  it('a new record sends its values as they are', () => {
    const none = undefined as { name: string; i18n?: TextVariants } | undefined;
    expect(editedTexts(none, { name: 'x' }, ['name'], 'zh')).toEqual({ name: 'x' });
  });
});
