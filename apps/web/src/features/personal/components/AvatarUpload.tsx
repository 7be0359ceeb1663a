import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { IMAGE_EXTENSIONS, type PersonalProfile } from '@ies/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import { readSessionUser, storeSessionUser } from '../../../ui/session';
import { uploadImage } from '../../customisation';
import { saveProfile } from '../api/personal';
import { toastError } from '../../../ui/toastError';
import { personalKeys } from '../api/personalKeys';

/** Uploads an avatar (purpose avatar, ≤ 2M), saves its url in the profile and shows it in the header. */
export function AvatarUpload({ avatar }: { avatar: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const { url } = await uploadImage(file, 'avatar');
      const saved: PersonalProfile = await saveProfile({ avatar: url });
      queryClient.setQueryData(personalKeys.profile, saved);
      const user = readSessionUser();
      if (user) storeSessionUser({ ...user, avatar: saved.avatar });
      void feedback.message.success(t('personal.saved'));
    } catch (error) {
      toastError(error, t('personal.uploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space align="center" data-testid="avatar-upload">
      <Avatar size={64} src={avatar || undefined} icon={<UserOutlined />} data-testid="profile-avatar" />
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
        onChange={(event) => void handleFile(event.target.files?.[0])}
        data-testid="avatar-input"
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {t('personal.uploadAvatar')}
      </Button>
    </Space>
  );
}
