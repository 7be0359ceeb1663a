import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editedText, pickText, textVariantsSchema } from './localized';
import { genericName } from './names';

describe('texts per language (issue 34)', () => {
  const schema = textVariantsSchema({ name: genericName, remark: z.string().max(8) });

  it('checks each variant with the field’s own schema, and only the declared fields', () => {
    expect(schema.safeParse({ name: { zh: '演示_设备离线', en: 'Demo-device-offline' } }).success).toBe(true);
    const bad = schema.safeParse({ name: { en: 'two words' }, remark: { zh: '太长了太长了太长了' } });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['name.en', 'remark.zh']);
    expect(schema.safeParse({ other: { zh: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ name: { fr: 'x' } }).success).toBe(false);
  });

  it('picks the variant of the language, else the primary text', () => {
    const variants = { name: { zh: '甲', en: 'A' } };
    expect(pickText('primary', variants, 'name', 'en')).toBe('A');
    expect(pickText('primary', variants, 'remark', 'en')).toBe('primary');
    expect(pickText('primary', null, 'name', 'zh')).toBe('primary');
  });

  it('an edit in one language keeps the other', () => {
    expect(editedText('甲', { name: { zh: '甲', en: 'A' } }, 'name', 'en', 'B')).toEqual({
      primary: '甲',
      variants: { name: { zh: '甲', en: 'B' } },
    });
    expect(editedText('甲', {}, 'name', 'en', 'B')).toEqual({ primary: 'B', variants: {} });
  });
});
