import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What is asked before the action runs. */
  question: string;
  /** The feature's catalogue block holding `ok` and `cancel`, e.g. `access` or `devices.common`. */
  words: string;
  onConfirm: () => void;
}

/** A button that asks first (delete, remove, unbind): the row action every list repeats. */
export function ConfirmButton({ question, words, onConfirm, disabled, ...button }: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      okText={t(`${words}.ok` as never)}
      cancelText={t(`${words}.cancel` as never)}
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button disabled={disabled} {...button} />
    </Popconfirm>
  );
}
