import { expect, type Locator, type Page } from '@playwright/test';
import { errorCatalogue } from '../../packages/contracts/src/catalogue/errors';

// Helpers for the journeys of form errors: where an error shows and what it says.

interface Issue {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/** The catalogue code a contract field schema gives a value (the first issue), or undefined when valid. */
export function codeOf(schema: FieldSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The catalogue text of the first issue a field schema finds in a value, its {min}/{max} filled in. */
export function expectedText(schema: FieldSchema, value: unknown, lang: 'zh' | 'en' = 'zh'): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`${JSON.stringify(value)} is valid`);
  const issue = result.error.issues[0]!;
  const entry = (errorCatalogue as Record<string, { zh: string; en: string }>)[issue.message];
  if (!entry) throw new Error(`no catalogue entry for ${issue.message}`);
  const params: Record<string, unknown> = { ...issue.params };
  if (issue.minimum !== undefined) params.min ??= Number(issue.minimum);
  if (issue.maximum !== undefined) params.max ??= Number(issue.maximum);
  return entry[lang].replace(/\{\{?(\w+)\}?\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : String(params[key]),
  );
}

/** The antd form item holding a control (found by its test id). */
export function formItemOf(page: Page | Locator, testId: string): Locator {
  // A `has` locator is matched inside each item, so it must not start from `page` when that is a locator.
  const control = ('page' in page ? page.page() : page).getByTestId(testId);
  return page.locator('.ant-form-item').filter({ has: control }).last();
}

/** The error shown under a control's field. */
export function fieldError(page: Page | Locator, testId: string): Locator {
  return formItemOf(page, testId).locator('.ant-form-item-explain-error');
}

/** Whether the field's label carries antd's required mark (the asterisk drawn before it). */
export async function expectRequiredMark(page: Page, testId: string): Promise<void> {
  const label = formItemOf(page, testId).locator('.ant-form-item-label > label');
  await expect(label).toHaveClass(/ant-form-item-required/);
  const mark = await label.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(mark).toContain('*');
}
