import { Alert } from 'antd';

/** A refusal above a form or list, red with its icon; nothing while there is none. */
export function ErrorNote({
  text,
  testId,
  gap = 12,
}: {
  text?: string | null;
  testId?: string;
  gap?: number;
}) {
  if (!text) return null;
  return <Alert type="error" showIcon title={text} style={{ marginBottom: gap }} data-testid={testId} />;
}
