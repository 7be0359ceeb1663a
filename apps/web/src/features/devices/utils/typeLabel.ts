import { deviceTypeLabel } from '@ies/contracts';
import { currentLocale } from '../../../i18n';

/** A device type's name as the user reads it in the interface's language (never a standard type's code). */
export function typeLabel(name: string | null | undefined): string {
  return deviceTypeLabel(name, currentLocale());
}
