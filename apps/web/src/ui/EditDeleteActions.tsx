import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from './ConfirmButton';

interface EditDeleteActionsProps {
  /** The feature's catalogue block holding `edit`, `delete`, `ok` and `cancel`, e.g. `access`. */
  words: string;
  /** Test-id prefix, e.g. `role`: ids read `<testId>-edit-<name>`, `<testId>-delete-<name>`. */
  testId: string;
  name: string;
  onEdit: () => void;
  /** Asked before deleting; without it the row has no delete (a default group). */
  deleteQuestion?: string;
  onDelete: () => void;
  /** Further actions between edit and delete. */
  children?: ReactNode;
  /** The caller's rights (default: allowed); an action the caller may not take is not offered. */
  canEdit?: boolean;
  canDelete?: boolean;
}

/** A row's edit button, further actions and confirmed delete (small buttons). */
export function EditDeleteActions(props: EditDeleteActionsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      {props.canEdit !== false && (
        <Button size="small" onClick={props.onEdit} data-testid={`${props.testId}-edit-${props.name}`}>
          {t(`${props.words}.edit` as never)}
        </Button>
      )}
      {props.children}
      {props.deleteQuestion !== undefined && props.canDelete !== false && (
        <ConfirmButton
          size="small"
          danger
          question={props.deleteQuestion}
          words={props.words}
          onConfirm={props.onDelete}
          data-testid={`${props.testId}-delete-${props.name}`}
        >
          {t(`${props.words}.delete` as never)}
        </ConfirmButton>
      )}
    </Space>
  );
}
