import { type FormInstance, Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormDialogProps extends Omit<ModalProps, 'open' | 'onOk' | 'onCancel' | 'confirmLoading'> {
  /** The form inside: OK submits it, so its own onFinish (and checks) decide what happens. */
  form: FormInstance;
  /** The feature's catalogue block holding `ok` and `cancel`, e.g. `access` or `stations.common`. */
  words: string;
  saving: boolean;
  onClose: () => void;
}

/** A dialog around one form, shown while mounted: the caller mounts it to open it. */
export function FormDialog({ form, words, saving, onClose, ...modal }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      okText={t(`${words}.ok` as never)}
      cancelText={t(`${words}.cancel` as never)}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      {...modal}
    />
  );
}
