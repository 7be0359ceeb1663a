import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface NamedDetailHeadProps {
  /** The feature's catalogue namespace (`<ns>.common.back|edit|copy`), e.g. `prices`. */
  ns: string;
  /** Test-id prefix, e.g. `price`: `<testId>-back`, `<testId>-detail-edit`. */
  testId: string;
  onBack: () => void;
  onEdit: () => void;
  onCopy: () => void;
}

/** The buttons above a named row's detail page (a price template, a strategy): back, edit, copy. */
export function NamedDetailHead({ ns, testId, onBack, onEdit, onCopy }: NamedDetailHeadProps) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginBottom: 16 }}>
      <Button onClick={onBack} data-testid={`${testId}-back`}>
        {t(`${ns}.common.back` as never)}
      </Button>
      <Button type="primary" onClick={onEdit} data-testid={`${testId}-detail-edit`}>
        {t(`${ns}.common.edit` as never)}
      </Button>
      <Button onClick={onCopy}>{t(`${ns}.common.copy` as never)}</Button>
    </Space>
  );
}
