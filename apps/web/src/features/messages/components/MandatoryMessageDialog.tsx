import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmMandatoryMessage, fetchMandatoryMessages } from '../api/messages';
import { messageKeys } from '../api/messageKeys';
import { useMessageOwner } from '../hooks/useMessageOwner';

/** Mandatory messages (reminder_mode 3) one at a time after sign-in; confirming one loads the next. */
export function MandatoryMessageDialog() {
  const { t } = useTranslation();
  const owner = useMessageOwner();
  const queryClient = useQueryClient();
  const prompts = useQuery({
    queryKey: messageKeys.mandatory(owner?.userId ?? ''),
    queryFn: () => fetchMandatoryMessages(owner!),
    enabled: owner !== null,
  });
  const confirm = useMutation({
    mutationFn: (id: string) => confirmMandatoryMessage(owner!, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
  const current = prompts.data?.list[0];
  if (!current) return null;
  return (
    <Modal
      open
      title={current.messageTitle}
      closable={false}
      maskClosable={false}
      keyboard={false}
      data-testid="mandatory-message"
      footer={
        <Button
          type="primary"
          loading={confirm.isPending}
          onClick={() => confirm.mutate(current.id)}
          data-testid="mandatory-confirm"
        >
          {t('messages.confirm')}
        </Button>
      }
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{current.messageContent}</Typography.Paragraph>
    </Modal>
  );
}
