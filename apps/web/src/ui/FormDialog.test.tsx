import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './ConfirmButton';
import { FormDialog } from './FormDialog';

function Dialog(props: { onFinish: (values: unknown) => void; onClose: () => void }) {
  const [form] = Form.useForm();
  return (
    <FormDialog form={form} words="access" saving={false} title="Dialog" onClose={props.onClose}>
      <Form form={form} onFinish={props.onFinish}>
        <Form.Item name="name" label="Name" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits its form on OK (the form checks first) and closes on cancel', async () => {
    const onFinish = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Dialog onFinish={onFinish} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(onFinish).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'a');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'a' }));
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ConfirmButton', () => {
  it('asks with the feature words before it acts, and a disabled one never asks', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ConfirmButton question="Delete it?" words="access" onConfirm={onConfirm}>
        Delete
      </ConfirmButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete it?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmButton question="Again?" words="access" onConfirm={onConfirm} disabled>
        Delete
      </ConfirmButton>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
