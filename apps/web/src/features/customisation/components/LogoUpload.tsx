import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_EXTENSIONS, type UploadPurpose } from '@ies/contracts';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/customisation';
import { toastError } from '../../../ui/toastError';

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
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const { url } = await uploadImage(file, purpose);
      onChange?.(url);
    } catch (error) {
      toastError(error, t('systemConfig.uploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space align="center">
      {value ? (
        <img src={value} alt={t('shell.logoAlt')} height={40} data-testid={`${testId}-preview`} />
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
        onChange={(event) => void onFile(event.target.files?.[0])}
        data-testid={`${testId}-input`}
      />
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
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
