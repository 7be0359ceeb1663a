import type { ChecklistAnswer } from '@ies/contracts';
import { Button, Checkbox, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { OrderPictures } from './OrderPictures';

export interface MoveOption {
  move: string;
  label: string;
}

/** What a move sends: its note, pictures and (for a work order's submit) the answered checklist. */
export interface MoveInput {
  note: string;
  picture_ids: string[];
  checklist: ChecklistAnswer[];
}

/** The checklist a move answers: each item's text as stored (sent back) and as shown (the app's language). */
export interface ChecklistToAnswer {
  move: string;
  items: Array<{ item: string; label: string }>;
}

/**
 * One button per move the caller may make; each asks for a note and pictures (and, for the move
 * named in `checklist`, the order's checklist item by item) and sends the move. Refusals show at
 * their field.
 */
export function MoveButtons(props: {
  moves: MoveOption[];
  onMove: (move: string, input: MoveInput) => Promise<unknown>;
  checklist?: ChecklistToAnswer;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MoveInput>();
  const [open, setOpen] = useState<MoveOption | null>(null);
  const [busy, setBusy] = useState(false);
  const withChecklist =
    open !== null && props.checklist?.move === open.move && props.checklist.items.length > 0;
  const handleOk = async () => {
    if (!open) return;
    setBusy(true);
    try {
      const values = form.getFieldsValue(true) as Partial<MoveInput>;
      await props.onMove(open.move, {
        note: values.note ?? '',
        picture_ids: values.picture_ids ?? [],
        checklist: withChecklist
          ? (values.checklist ?? []).map((c) => ({ item: c.item, done: c.done === true, note: c.note ?? '' }))
          : [],
      });
      setOpen(null);
      form.resetFields();
    } catch (error) {
      if (!applyServerErrors(form, error, { toast: false }))
        form.setFields([{ name: 'note', errors: [(error as Error).message] }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Space wrap>
        {props.moves.map((m) => (
          <Button key={m.move} data-testid={`move-${m.move}`} onClick={() => setOpen(m)}>
            {m.label}
          </Button>
        ))}
      </Space>
      <Modal
        open={open !== null}
        title={open?.label}
        okText={t('orders.common.ok')}
        cancelText={t('orders.common.cancel')}
        confirmLoading={busy}
        onOk={handleOk}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            picture_ids: [],
            checklist: withChecklist
              ? props.checklist!.items.map(({ item }) => ({ item, done: false, note: '' }))
              : [],
          }}
        >
          {withChecklist ? (
            <Form.Item label={t('orders.common.checklist')} data-testid="move-checklist">
              <Form.List name="checklist">
                {(fields) =>
                  fields.map((field, i) => (
                    <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item name={[field.name, 'done']} valuePropName="checked" noStyle>
                        <Checkbox data-testid={`move-checklist-${i}`}>
                          {props.checklist!.items[i]?.label}
                        </Checkbox>
                      </Form.Item>
                      <Form.Item name={[field.name, 'note']} noStyle>
                        <Input size="small" placeholder={t('orders.common.note')} />
                      </Form.Item>
                    </Space>
                  ))
                }
              </Form.List>
            </Form.Item>
          ) : null}
          <Form.Item name="note" label={t('orders.common.note')}>
            <Input.TextArea rows={3} data-testid="move-note" />
          </Form.Item>
          <Form.Item name="picture_ids" label={t('orders.common.pictures')}>
            <OrderPictures testId="move-pictures" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
