import { Result } from 'antd';
import { translateError } from '../../../i18n/translateError';

/** A page opened by address without its permission: the spec's denial text (B §6), no broken page. */
export function NoPermission() {
  return <Result status="403" data-testid="no-permission" title={translateError('iot-http.403')} />;
}
