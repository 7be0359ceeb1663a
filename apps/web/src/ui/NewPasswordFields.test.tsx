import { newPassword } from '@ies/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { translateError } from '../i18n/translateError';
import { NewPasswordFields } from './NewPasswordFields';

describe('NewPasswordFields', () => {
  it('refuses a confirmation that differs from the password, and sends both once they match', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(
      <Form onFinish={onFinish}>
        <NewPasswordFields
          passwordLabel="New"
          confirmLabel="Again"
          passwordSchema={newPassword}
          hint="hint"
        />
        <Button htmlType="submit">Send</Button>
      </Form>,
    );
    expect(screen.getByText('hint')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New'), 'Secret#2026a');
    await user.type(screen.getByLabelText('Again'), 'Secret#2026b');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(translateError('login.error.011'))).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Again'));
    await user.type(screen.getByLabelText('Again'), 'Secret#2026a');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ password: 'Secret#2026a', confirmPassword: 'Secret#2026a' }),
    );
  });
});
