import { UploadOutlined } from '@ant-design/icons';
import type { UploadPurpose } from '@ies/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/customisation';
import { toastError } from '../../../ui/toastError';
import { useImagePicker } from '../../../ui/useImagePicker';

interface LogoUploadProps {
  purpose: UploadPurpose;
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  testId: string;
}

/** A logo field: shows the current image, uploads a new one and keeps its url as the value. */
export function LogoUpload({ purpose, value, onChange, disabled, testId }: LogoUploadProps) {
  const { t } = useTranslation();
  const picker = useImagePicker({
    upload: async (file) => {
      const { url } = await uploadImage(file, purpose);
      onChange?.(url);
    },
    onError: (error) => toastError(error, t('systemConfig.uploadFailed')),
    testId: `${testId}-input`,
  });

  return (
    <Space align="center">
      {value ? (
        <img src={value} alt={t('shell.logoAlt')} height={40} data-testid={`${testId}-preview`} />
      ) : null}
      {picker.input}
      <Button icon={<UploadOutlined />} loading={picker.busy} disabled={disabled} onClick={picker.open}>
        {t('systemConfig.upload')}
      </Button>
      {value && !disabled ? (
        <Button type="link" onClick={() => onChange?.('')}>
          {t('systemConfig.removeLogo')}
        </Button>
      ) : null}
    </Space>
  );
}
