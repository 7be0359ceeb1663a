import type { PermissionApi } from '@ies/contracts';
import type { ReactNode } from 'react';
import { usePermissions } from '../hooks/usePermissions';

interface AllowedProps {
  /** The permission the action needs; with several, any one of them is enough. */
  to: PermissionApi | readonly PermissionApi[];
  children: ReactNode;
  /** Shown instead when the caller may not (default: nothing). */
  otherwise?: ReactNode;
}

/** Renders an action only for a caller whose permissions allow it (issue 34 item 1). */
export function Allowed({ to, children, otherwise = null }: AllowedProps) {
  const { ready, can } = usePermissions();
  const needs: readonly PermissionApi[] = typeof to === 'string' ? [to] : to;
  if (!ready || !needs.some(can)) return <>{otherwise}</>;
  return <>{children}</>;
}
