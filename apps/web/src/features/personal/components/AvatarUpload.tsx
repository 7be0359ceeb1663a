import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { PersonalProfile } from '@ies/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import { readSessionUser, storeSessionUser } from '../../../ui/session';
import { uploadImage } from '../../customisation';
import { saveProfile } from '../api/personal';
import { toastError } from '../../../ui/toastError';
import { useImagePicker } from '../../../ui/useImagePicker';
import { personalKeys } from '../api/personalKeys';

/** Uploads an avatar (purpose avatar, ≤ 2M), saves its url in the profile and shows it in the header. */
export function AvatarUpload({ avatar }: { avatar: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const picker = useImagePicker({
    upload: async (file) => {
      const { url } = await uploadImage(file, 'avatar');
      const saved: PersonalProfile = await saveProfile({ avatar: url });
      queryClient.setQueryData(personalKeys.profile, saved);
      const user = readSessionUser();
      if (user) storeSessionUser({ ...user, avatar: saved.avatar });
      void feedback.message.success(t('personal.saved'));
    },
    onError: (error) => toastError(error, t('personal.uploadFailed')),
    testId: 'avatar-input',
  });

  return (
    <Space align="center" data-testid="avatar-upload">
      <Avatar size={64} src={avatar || undefined} icon={<UserOutlined />} data-testid="profile-avatar" />
      {picker.input}
      <Button icon={<UploadOutlined />} loading={picker.busy} onClick={picker.open}>
        {t('personal.uploadAvatar')}
      </Button>
    </Space>
  );
}
