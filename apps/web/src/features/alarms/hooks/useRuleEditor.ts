import type { AlarmRule, AlarmRuleCreateInput } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMessageOwner } from '../../messages';
import { fetchStations, stationKeys } from '../../stations';
import { createRule, fetchRule, updateRule } from '../api/alarms';
import { alarmKeys } from '../api/alarmKeys';
import { alarmRoutes } from '../utils/routes';
import { type RuleFieldError, serverFieldErrors } from '../utils/ruleErrors';

/**
 * What the simple and the expert rule forms share: the station choices, the stored rule (with
 * `ruleId`), and saving, which goes back to the list or places the server's errors at the fields.
 */
export function useRuleEditor(
  ruleId: string | undefined,
  handlers: { onLoaded: (rule: AlarmRule) => void; showErrors: (errors: RuleFieldError[]) => void },
) {
  const owner = useMessageOwner();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // The latest handlers, without making the load effect run again on every render.
  const latest = useRef(handlers);
  latest.current = handlers;
  const stations = useQuery({
    queryKey: stationKeys.options,
    queryFn: () => fetchStations({ current_page: 1, page_size: 999 }),
  });
  const stored = useQuery({
    queryKey: alarmKeys.rule(ruleId),
    queryFn: () => fetchRule(owner!, ruleId!),
    enabled: Boolean(owner && ruleId),
  });
  useEffect(() => {
    if (stored.data) latest.current.onLoaded(stored.data);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: (input: AlarmRuleCreateInput) =>
      ruleId ? updateRule(owner!, ruleId, input) : createRule(owner!, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alarmKeys.rules });
      navigate(alarmRoutes.list);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields.length) latest.current.showErrors(fields);
      else void message.error(error.message);
    },
  });
  return { owner, stations, stored, save };
}
