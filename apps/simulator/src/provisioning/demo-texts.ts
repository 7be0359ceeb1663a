import type { Currency, LocalizedText, TextVariants } from '@ies/contracts';
import type { PlatformApi } from './platform-api';

/*
 * Texts per language (issue 34) for demo records written before they existed (migration 0044).
 * Such a record is brought up to them only while it is still the demo's own as the demo wrote it:
 * found under the demo's exact name (a renamed one is not found, so never touched) and without any
 * text per language yet (texts a user or a newer demo wrote are kept). Its names per language are
 * added beside its name, which stays; its remark becomes the demo's Chinese one, with both
 * languages, only while it is one the demo wrote (else the user edited it: it stays, without
 * remark texts). Nothing else of the record changes, so no strategy is pushed again.
 */

export interface DemoTexts {
  remark: string;
  i18n: { name: LocalizedText; remark: LocalizedText };
  /** Remarks earlier demos wrote (English only, or both languages in one). */
  formerRemarks: readonly string[];
}

const PRICE_REMARK = { zh: '演示：五段分时电价', en: 'Demo: five-band time-of-use tariff' };

/** The demo's five-band price template of a currency: its texts in each language. */
export function demoPriceTemplateTexts(currency: Currency): DemoTexts {
  return {
    remark: PRICE_REMARK.zh,
    i18n: {
      name: { zh: `演示_五段分时电价_${currency}`, en: `Demo-five-band-tariff-${currency}` },
      remark: PRICE_REMARK,
    },
    formerRemarks: ['Demo five-band time-of-use tariff', `${PRICE_REMARK.zh} · ${PRICE_REMARK.en}`],
  };
}

/** A stored price template or strategy, as the platform answers it. */
export interface StoredDemoRecord extends Record<string, unknown> {
  id: string;
  name: string;
  remark: string;
  i18n?: TextVariants;
}

/**
 * Adds the demo's texts to a record found under the demo's name that has none (the rule above);
 * `body` is the rest of its update (config, ranges) as stored. Answers whether it was updated.
 */
export async function addDemoTexts(
  api: PlatformApi,
  url: string,
  kept: StoredDemoRecord,
  texts: DemoTexts,
  body: Record<string, unknown>,
): Promise<boolean> {
  if (kept.i18n && Object.keys(kept.i18n).length > 0) return false;
  const demoRemark = kept.remark === texts.remark || texts.formerRemarks.includes(kept.remark);
  await api.put(url, {
    ...body,
    name: kept.name,
    remark: demoRemark ? texts.remark : kept.remark,
    i18n: demoRemark ? texts.i18n : { name: texts.i18n.name },
  });
  return true;
}
