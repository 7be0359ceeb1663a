import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** A red link in a row's actions that asks before it removes (unbind, delete, end a share). */
export function ConfirmRemoveLink(props: {
  question: string;
  label: string;
  onConfirm: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={props.question}
      okText={t('stations.common.ok')}
      cancelText={t('stations.common.cancel')}
      onConfirm={props.onConfirm}
    >
      <Button type="link" size="small" danger data-testid={props.testId}>
        {props.label}
      </Button>
    </Popconfirm>
  );
}
