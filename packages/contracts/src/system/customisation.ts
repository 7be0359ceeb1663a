import { z } from 'zod';
import {
  CUSTOMIZATION_KEYS,
  ENERGY_OVERVIEW_POWER_FIELDS,
  SINGLE_STATION_CONFIG_KEY,
} from '../common/platform';
import { CURRENCIES, type Currency } from '../station/enums';
import { optionalEmail } from '../common/account';
import { systemName } from '../common/names';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  SINGLE_LINE_SAFE_PATTERN,
  TOO_LONG_CODE,
  UNSAFE_TEXT_CODE,
} from '../common/text';

// Customisation calls of docs/spec/A-access-and-shell.md §3, §7 (docs/api/messages.md).

export const customizationEntrySchema = z.object({ key: z.string(), value: z.string() });
export type CustomizationEntry = z.infer<typeof customizationEntrySchema>;

/** getSingleCustomization: the tenant's entries as a list of key and value. */
export const customizationListSchema = z.object({ list: z.array(customizationEntrySchema) });
export type CustomizationList = z.infer<typeof customizationListSchema>;

export const customizationTenantParamsSchema = z.object({ tenant_id: z.string() });

/** An upload address (`/api/uploads/{id}`) or empty to fall back to the brand's own. */
export const uploadReference = z
  .string({ error: INVALID_CODE })
  .refine((value) => value === '' || /^\/api\/uploads\/[0-9a-f-]{36}$/i.test(value), { error: INVALID_CODE });

const footerText = (max: number) =>
  z
    .string({ error: INVALID_CODE })
    .max(max, { error: TOO_LONG_CODE })
    .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE });

/** JSON text holding an object; `shape` checks the parsed value. */
function jsonText<T extends z.ZodType>(shape: T, max = 8192) {
  return z
    .string({ error: INVALID_CODE })
    .max(max, { error: TOO_LONG_CODE })
    .refine(
      (value) => {
        try {
          return shape.safeParse(JSON.parse(value)).success;
        } catch {
          return false;
        }
      },
      { error: INVALID_CODE },
    );
}

export const systemNameI18nSchema = z.object({ zh_CN: systemName, en_US: systemName });
export type SystemNameI18n = z.infer<typeof systemNameI18nSchema>;

/** Event name (bms1, …) to the operation or block it is associated with (bcu1, …). */
export const fnAssociationSchema = z.record(z.string().max(64), z.string().max(64));

/** Largest exchange rate accepted (units of the home currency per unit of another). */
export const EXCHANGE_RATE_MAX = 1_000_000;

/**
 * The currency the home page totals income in, and the rate of each other currency: 1 unit of it
 * is `rate` units of the home currency (issue 34 item 4).
 */
export const homeCurrencySchema = z.object({
  currency: z.enum(CURRENCIES, { error: INVALID_CODE }),
  rates: z.partialRecord(
    z.enum(CURRENCIES, { error: INVALID_CODE }),
    z
      .number({ error: INVALID_CODE })
      .positive({ error: INVALID_CODE })
      .max(EXCHANGE_RATE_MAX, { error: INVALID_CODE }),
  ),
});
export type HomeCurrency = z.infer<typeof homeCurrencySchema>;

/** Amounts per currency as one total in the home currency; null when a currency has no rate. */
export function totalInHomeCurrency(
  amounts: readonly { currency: Currency; amount: number }[],
  setting: HomeCurrency,
): number | null {
  let total = 0;
  for (const { currency, amount } of amounts) {
    const rate = currency === setting.currency ? 1 : setting.rates[currency];
    if (rate === undefined) return null;
    total += amount * rate;
  }
  return Math.round(total * 100) / 100;
}

/** The value rule of each tenant customisation key. */
export const customizationValueSchemas = {
  systemName,
  systemNameI18n: jsonText(systemNameI18nSchema),
  systemLogo: uploadReference,
  systemWebBottomCompany: footerText(64),
  systemWebBottomPhone: footerText(32).regex(/^[0-9+\-() ]*$/, { error: INVALID_CODE }),
  systemWebBottomEmail: optionalEmail,
  systemFnAssociation: jsonText(fnAssociationSchema),
  iesScreenSystemLogo: uploadReference,
  homeCurrency: jsonText(homeCurrencySchema),
} satisfies Record<(typeof CUSTOMIZATION_KEYS)[number], z.ZodType<string | undefined>>;

/** updateSingleCustomization: any subset of the keys; each value checked by its key's rule. */
export const customizationUpdateSchema = z.object({
  list: z
    .array(
      z.object({
        key: z.enum(CUSTOMIZATION_KEYS, { error: INVALID_OPTION_CODE }),
        value: z.string({ error: INVALID_CODE }),
      }),
    )
    .min(1)
    .max(CUSTOMIZATION_KEYS.length),
});
export type CustomizationUpdate = z.infer<typeof customizationUpdateSchema>;

/** Single-user customisation query: find_parent, find_tenant, match_key systemConfig. */
export const userCustomizationQuerySchema = z.object({
  find_parent: z.stringbool().default(true),
  find_tenant: z.stringbool().default(true),
  match_key: z.string().max(64).default('systemConfig'),
});
export type UserCustomizationQuery = z.infer<typeof userCustomizationQuerySchema>;

export const userCustomizationSchema = z.object({ systemConfig: z.array(customizationEntrySchema) });
export type UserCustomization = z.infer<typeof userCustomizationSchema>;

export const ENERGY_OVERVIEW_ITEMS = Object.keys(ENERGY_OVERVIEW_POWER_FIELDS) as Array<
  keyof typeof ENERGY_OVERVIEW_POWER_FIELDS
>;

/** The user setting singleStationConfig: which power figures the station overview shows. */
export const singleStationConfigSchema = z.object({
  energyOverviewDisplay: z
    .array(z.enum(ENERGY_OVERVIEW_ITEMS as [string, ...string[]], { error: INVALID_OPTION_CODE }))
    .max(ENERGY_OVERVIEW_ITEMS.length)
    .refine((items) => new Set(items).size === items.length, { error: INVALID_CODE }),
});
export type SingleStationConfig = z.infer<typeof singleStationConfigSchema>;

/** A user's own setting (only singleStationConfig for now), the value as JSON text. */
export const userSettingUpdateSchema = z.object({
  key: z.literal(SINGLE_STATION_CONFIG_KEY, { error: INVALID_OPTION_CODE }),
  value: jsonText(singleStationConfigSchema, 1024),
});
export type UserSettingUpdate = z.infer<typeof userSettingUpdateSchema>;
