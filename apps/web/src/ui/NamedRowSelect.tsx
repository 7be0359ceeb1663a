import { Select } from 'antd';

interface NamedRowSelectProps {
  /** Its accessible name; also the placeholder unless `placeholder` differs. */
  label: string;
  placeholder?: string;
  value: string | undefined;
  onChange: (id: string) => void;
  /** The rows offered, by id and name (a server page's list); loading while they are fetched. */
  rows: { id: string; name: string }[] | undefined;
  loading: boolean;
  testId: string;
}

/** A choice of one row of a list by its name (a price template, a strategy). */
export function NamedRowSelect({
  label,
  placeholder,
  value,
  onChange,
  rows,
  loading,
  testId,
}: NamedRowSelectProps) {
  return (
    <Select
      style={{ width: 220 }}
      placeholder={placeholder ?? label}
      aria-label={label}
      value={value}
      onChange={onChange}
      loading={loading}
      data-testid={testId}
      options={(rows ?? []).map((row) => ({ value: row.id, label: row.name }))}
    />
  );
}
