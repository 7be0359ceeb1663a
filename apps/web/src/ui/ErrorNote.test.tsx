import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorNote } from './ErrorNote';

describe('ErrorNote', () => {
  it('shows the refusal as an error alert, and nothing without one', () => {
    const { rerender } = render(<ErrorNote text="" testId="note" />);
    expect(screen.queryByTestId('note')).toBeNull();
    rerender(<ErrorNote text="refused" testId="note" />);
    expect(screen.getByTestId('note')).toHaveClass('ant-alert-error');
    expect(screen.getByTestId('note')).toHaveTextContent('refused');
  });
});
