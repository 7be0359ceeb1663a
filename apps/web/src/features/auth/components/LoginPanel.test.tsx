import { loginFormSchema, smsLoginFormSchema } from '@ies/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { renderApp } from '../../../test/renderApp';

/** The message the contracts schema gives for a value, in the current language. */
function expectedMessage(schema: { safeParse(value: unknown): unknown }, value: unknown): string {
  const result = schema.safeParse(value) as { success: boolean; error?: { issues: { message: string }[] } };
  const code = result.error?.issues[0]?.message;
  if (result.success || !code) throw new Error(`expected ${String(value)} to be rejected`);
  return translateError(code);
}

const password = loginFormSchema.shape;
const sms = smsLoginFormSchema.shape;

describe('sign-in panel', () => {
  it('shows the required-field errors when the password form is submitted empty', async () => {
    const user = userEvent.setup();
    renderApp('/Login');
    const panel = await screen.findByTestId('login-panel');
    expect(panel).toHaveStyle({ height: '606px' });

    await user.click(within(panel).getByRole('button', { name: /登\s*录/ }));

    expect(await within(panel).findByText(expectedMessage(password.username, undefined))).toBeInTheDocument();
    expect(within(panel).getByText(expectedMessage(password.password, undefined))).toBeInTheDocument();
    expect(within(panel).getByText(expectedMessage(password.svg_code, undefined))).toBeInTheDocument();
  });

  it('switches to SMS login: shorter panel, no remember box, mobile and code required', async () => {
    const user = userEvent.setup();
    renderApp('/Login');
    const panel = await screen.findByTestId('login-panel');
    expect(within(panel).getByRole('checkbox')).toBeInTheDocument();

    await user.click(screen.getByTestId('login-tab-sms'));
    expect(panel).toHaveStyle({ height: '536px' });
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    expect(await within(panel).findByText(expectedMessage(sms.mobile, undefined))).toBeInTheDocument();
    expect(within(panel).getByText(expectedMessage(sms.code, undefined))).toBeInTheDocument();
  });

  it('rejects a malformed mobile number and SMS code', async () => {
    const user = userEvent.setup();
    renderApp('/Login');
    await user.click(await screen.findByTestId('login-tab-sms'));
    const panel = screen.getByTestId('login-panel');
    await user.type(within(panel).getByLabelText('手机号'), '12345');
    await user.type(within(panel).getByLabelText('6 位短信验证码'), '12a');
    await user.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    expect(await within(panel).findByText(expectedMessage(sms.mobile, '12345'))).toBeInTheDocument();
    expect(within(panel).getByText(expectedMessage(sms.code, '12a'))).toBeInTheDocument();
  });
});
