import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toastError';

/** After a station tab's dialog saves: say so and fetch `key` (the tab's list, or all of the station) again. */
export function useTabSaved(key: QueryKey) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return () => {
    void message.success(t('stations.common.saved'));
    void queryClient.invalidateQueries({ queryKey: key });
  };
}

/** Removes a row of a station tab (unbind, end a share, delete) and fetches `key` again; a refusal is toasted. */
export function useTabRemove(remove: (id: string) => Promise<unknown>, key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    onError: (error) => toastError(error),
  });
}
