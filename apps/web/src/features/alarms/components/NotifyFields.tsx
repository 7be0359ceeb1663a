import { ALARM_ACTION_LABELS, type AlarmActionInput } from '@ies/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextItem } from './TextItem';
import { commandFields, targetSchema } from '../utils/ruleFieldSchemas';

/** The notice channels the rule forms offer, each with the one address it needs. */
export const NOTIFY_CHANNELS = ['email', 'sms', 'webhook', 'wecom', 'dingtalk'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** The expert form also offers the in-app message (no address) and a control command. */
export type FormChannel = NotifyChannel | 'app_push' | 'command';

/** One action row of a rule form: a channel and its address, or a command. */
export interface NotifyRow {
  notify: FormChannel | 'none';
  target?: string;
  /** A command: the operation of the device type, its params as JSON, and another device. */
  operation?: string;
  params?: string;
  device_id?: string;
}

/** Params as typed: a JSON object, or the text itself so that the contract names it invalid. */
function paramsOf(text: string | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text as unknown as Record<string, unknown>;
  }
}

export function actionOf(row: NotifyRow & { notify: FormChannel }): AlarmActionInput {
  const channel = row.notify;
  const target = (row.target ?? '').trim();
  if (channel === 'app_push') return { type: 'app_push' };
  if (channel === 'command') {
    const device = (row.device_id ?? '').trim();
    return {
      type: 'command',
      operation: (row.operation ?? '').trim(),
      params: paramsOf(row.params),
      ...(device ? { device_id: device } : {}),
    };
  }
  if (channel === 'email') return { type: 'email', email: target };
  if (channel === 'sms') return { type: 'sms', mobile: target };
  if (channel === 'webhook') return { type: 'webhook', url: target, secret: '' };
  return { type: channel, url: target };
}

export const isNotify = (a: AlarmActionInput): a is Extract<AlarmActionInput, { type: NotifyChannel }> =>
  (NOTIFY_CHANNELS as readonly string[]).includes(a.type);

/** A stored action as a form row; undefined for actions the forms do not edit (work orders …). */
export function rowOf(action: AlarmActionInput): NotifyRow | undefined {
  if (action.type === 'app_push') return { notify: 'app_push', target: '' };
  if (action.type === 'command')
    return {
      notify: 'command',
      operation: action.operation,
      params: JSON.stringify(action.params ?? {}),
      device_id: action.device_id ?? '',
    };
  if (!isNotify(action)) return undefined;
  const target = action.type === 'email' ? action.email : action.type === 'sms' ? action.mobile : action.url;
  return { notify: action.type, target };
}

interface NotifyFieldsProps {
  /** The fields' names relative to the enclosing list row ([] outside a list). */
  name: Array<string | number>;
  /** The same names from the form's root, to watch the chosen channel. */
  path: Array<string | number>;
  /** Offer "no notice" (the simple form), or the in-app message and commands (the expert form). */
  withNone?: boolean;
  withAppPush?: boolean;
  withCommand?: boolean;
}

/**
 * A channel select and, for channels that need one, its address (e-mail, mobile, robot or webhook
 * URL); for a command, its operation, params and target device.
 */
export function NotifyFields({ name, path, withNone, withAppPush, withCommand }: NotifyFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const form = Form.useFormInstance();
  const channel = Form.useWatch([...path, 'notify'], form) as NotifyRow['notify'] | undefined;
  const channels: FormChannel[] = [
    ...(withAppPush ? (['app_push'] as const) : []),
    ...NOTIFY_CHANNELS,
    ...(withCommand ? (['command'] as const) : []),
  ];
  return (
    <>
      <Form.Item name={[...name, 'notify']} label={t('alarms.notifyChannel')}>
        <Select
          options={[
            ...(withNone ? [{ value: 'none', label: t('alarms.notifyNone') }] : []),
            ...channels.map((c) => ({ value: c, label: ALARM_ACTION_LABELS[c][locale] })),
          ]}
        />
      </Form.Item>
      {channel === 'command' ? (
        <>
          <TextItem
            name={[...name, 'operation']}
            label={t('alarms.commandOperation')}
            schema={commandFields.operation}
          />
          <Form.Item name={[...name, 'params']} label={t('alarms.commandParams')}>
            <Input.TextArea rows={2} placeholder='{"power": 0}' />
          </Form.Item>
          <TextItem
            name={[...name, 'device_id']}
            label={t('alarms.commandDevice')}
            schema={commandFields.device_id}
            extra={t('alarms.commandDeviceHint')}
          />
        </>
      ) : channel === undefined || channel === 'none' || channel === 'app_push' ? null : (
        <TextItem
          name={[...name, 'target']}
          label={t('alarms.notifyTarget')}
          schema={targetSchema(channel)}
          extra={t('alarms.notifyTargetHint')}
        />
      )}
    </>
  );
}
