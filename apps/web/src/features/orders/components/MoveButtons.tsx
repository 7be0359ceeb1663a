import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../ui/serverFormErrors';

export interface MoveOption {
  move: string;
  label: string;
}

/** One button per move the caller may make; each asks for a note and sends the move. */
export function MoveButtons(props: {
  moves: MoveOption[];
  onMove: (move: string, note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const [open, setOpen] = useState<MoveOption | null>(null);
  const [busy, setBusy] = useState(false);
  const handleOk = async () => {
    if (!open) return;
    setBusy(true);
    try {
      await props.onMove(open.move, form.getFieldValue('note') ?? '');
      setOpen(null);
      form.resetFields();
    } catch (error) {
      if (!showFieldErrors(form, error))
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
        <Form form={form} layout="vertical">
          <Form.Item name="note" label={t('orders.common.note')}>
            <Input.TextArea rows={3} data-testid="move-note" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
