import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../ui/ConfirmButton';

/** The add button above an access list (groups, sub-users). */
export function AddButton(props: { label: string; testId: string; onClick: () => void }) {
  return (
    <Space style={{ marginBottom: 16 }}>
      <Button type="primary" onClick={props.onClick} data-testid={props.testId}>
        {props.label}
      </Button>
    </Space>
  );
}

interface RowActionsProps {
  /** Test-id prefix, e.g. `role`: ids read `<testId>-edit-<name>`, `<testId>-delete-<name>`. */
  testId: string;
  name: string;
  onEdit: () => void;
  /** Asked before deleting; without it the row has no delete (a default group). */
  deleteQuestion?: string;
  onDelete: () => void;
  /** Further actions between edit and delete. */
  children?: ReactNode;
}

/** A row's edit, further actions and confirmed delete. */
export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" onClick={props.onEdit} data-testid={`${props.testId}-edit-${props.name}`}>
        {t('access.edit')}
      </Button>
      {props.children}
      {props.deleteQuestion !== undefined && (
        <ConfirmButton
          size="small"
          danger
          question={props.deleteQuestion}
          words="access"
          onConfirm={props.onDelete}
          data-testid={`${props.testId}-delete-${props.name}`}
        >
          {t('access.delete')}
        </ConfirmButton>
      )}
    </Space>
  );
}
