import { ConfirmButton } from '../../../ui/ConfirmButton';

/** A red link in a row's actions that asks before it removes (unbind, delete, end a share). */
export function ConfirmRemoveLink(props: {
  question: string;
  label: string;
  onConfirm: () => void;
  testId?: string;
}) {
  return (
    <ConfirmButton
      question={props.question}
      words="stations.common"
      onConfirm={props.onConfirm}
      type="link"
      size="small"
      danger
      data-testid={props.testId}
    >
      {props.label}
    </ConfirmButton>
  );
}
