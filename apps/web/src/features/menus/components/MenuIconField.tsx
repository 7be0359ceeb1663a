import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_EXTENSIONS } from '@ies/contracts';
import { Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../customisation';
import { menuIcon } from './MenuIcon';
import { toastError } from '../../../ui/toastError';

interface MenuIconFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** The icon of a menu item: an antd icon name typed in, or an image uploaded (purpose menu-icon). */
export function MenuIconField({ value = '', onChange, disabled }: MenuIconFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const { url } = await uploadImage(file, 'menu-icon');
      onChange?.(url);
    } catch (error) {
      toastError(error, t('menus.iconUploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space.Compact block>
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        disabled={disabled}
        prefix={<span data-testid="menu-icon-preview">{menuIcon(value)}</span>}
        aria-label={t('menus.fieldIcon')}
      />
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
        onChange={(event) => void handleFile(event.target.files?.[0])}
        data-testid="menu-icon-input"
      />
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid="menu-icon-upload"
      >
        {t('menus.iconUpload')}
      </Button>
    </Space.Compact>
  );
}
