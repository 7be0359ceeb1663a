import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../customisation';
import { menuIcon } from './MenuIcon';
import { toastError } from '../../../ui/toastError';
import { useImagePicker } from '../../../ui/useImagePicker';

interface MenuIconFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** The icon of a menu item: an antd icon name typed in, or an image uploaded (purpose menu-icon). */
export function MenuIconField({ value = '', onChange, disabled }: MenuIconFieldProps) {
  const { t } = useTranslation();
  const picker = useImagePicker({
    upload: async (file) => {
      const { url } = await uploadImage(file, 'menu-icon');
      onChange?.(url);
    },
    onError: (error) => toastError(error, t('menus.iconUploadFailed')),
    testId: 'menu-icon-input',
  });

  return (
    <Space.Compact block>
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        disabled={disabled}
        prefix={<span data-testid="menu-icon-preview">{menuIcon(value)}</span>}
        aria-label={t('menus.fieldIcon')}
      />
      {picker.input}
      <Button
        icon={<UploadOutlined />}
        loading={picker.busy}
        disabled={disabled}
        onClick={picker.open}
        data-testid="menu-icon-upload"
      >
        {t('menus.iconUpload')}
      </Button>
    </Space.Compact>
  );
}
