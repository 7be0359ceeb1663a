import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** After a save or delete in an access list: say it is saved and fetch the list again. */
export function useListSaved(listKey: QueryKey) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return () => {
    void message.success(t('access.saved'));
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
}
