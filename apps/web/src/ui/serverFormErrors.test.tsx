import { act, render, screen } from '@testing-library/react';
import { App, Form, type FormInstance, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { FeedbackBridge } from './feedback';
import { applyServerErrors, serverFormErrors, toFormErrors } from './serverFormErrors';

function renderForm() {
  let captured: FormInstance | undefined;
  function Probe() {
    const [form] = Form.useForm();
    captured = form;
    return (
      <Form form={form} initialValues={{ items: [{ title: 'a' }] }}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name={['items', 0, 'title']} label="Title">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(
    <App>
      <FeedbackBridge />
      <Probe />
    </App>,
  );
  if (!captured) throw new Error('no form');
  return captured;
}

const invalid = (fields: { field: string; code: string; message: string }[]) =>
  new ApiError('iot-http.422', 'check the marked fields', 422, { fields });

describe('server form errors', () => {
  it('puts each catalogue field path at its field, cutting paths deeper than the form', async () => {
    const form = renderForm();
    let shown = false;
    act(() => {
      shown = applyServerErrors(
        form,
        invalid([
          { field: 'name', code: 'x', message: 'name is wrong' },
          { field: 'items.0.title.text', code: 'x', message: 'title is wrong' },
        ]),
      );
    });
    expect(shown).toBe(true);
    expect(form.getFieldError('name')).toEqual(['name is wrong']);
    expect(form.getFieldError(['items', 0, 'title'])).toEqual(['title is wrong']);
    expect(await screen.findByText('name is wrong')).toBeInTheDocument();
    expect(screen.queryByText('check the marked fields')).toBeNull();
  });

  it('toasts only what has no field in the form', async () => {
    const form = renderForm();
    let shown = true;
    act(() => {
      shown = applyServerErrors(form, invalid([{ field: 'secret', code: 'x', message: 'no such field' }]));
    });
    expect(shown).toBe(false);
    expect(await screen.findByText('no such field')).toBeInTheDocument();
  });

  it('maps a coded refusal to its field, and toasts other errors', async () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(form, new ApiError('iot-user.10001', 'taken', 409), {
        codeFields: { 'iot-user.10001': 'name' },
      });
    });
    expect(form.getFieldError('name')).toEqual(['taken']);
    act(() => {
      applyServerErrors(form, new ApiError('iot-http.500', 'server broke', 500));
    });
    expect(await screen.findByText('server broke')).toBeInTheDocument();
  });

  it('scrolls to the first field that got an error', () => {
    const form = renderForm();
    const scroll = vi.spyOn(form, 'scrollToField');
    act(() => {
      applyServerErrors(form, invalid([{ field: 'items.0.title', code: 'x', message: 'bad' }]));
    });
    expect(scroll).toHaveBeenCalledWith(['items', 0, 'title'], expect.anything());
  });

  it('renames aliased fields and joins messages of one path', () => {
    expect(
      toFormErrors(
        [
          { field: 'picture_ids.1', message: 'one' },
          { field: 'picture_ids.1', message: 'two' },
        ],
        { aliases: { picture_ids: 'pictures' } },
      ).errors,
    ).toEqual([{ name: ['pictures', 1], errors: ['one', 'two'] }]);
    expect(serverFormErrors(new Error('boom')).rest).toEqual(['boom']);
  });
});
