import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { FeedbackBridge } from './feedback';
import { useAfterSave, useListChange } from './listChange';

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  let hooks: { change: ReturnType<typeof useListChange<string>>; saved: () => void } | undefined;
  const change = vi.fn(async (id: string) => {
    if (id === 'used') throw new ApiError('iot-price.10001', 'still in use', 409);
  });
  function Probe() {
    hooks = {
      change: useListChange(change, { refresh: ['rows'], done: 'Deleted' }),
      saved: useAfterSave('Saved', ['rows']),
    };
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <App>
        <FeedbackBridge />
        <Probe />
      </App>
    </QueryClientProvider>,
  );
  return { hooks: () => hooks!, invalidate, change };
}

describe('list changes', () => {
  it('says done and fetches the list again, or toasts the refusal and fetches nothing', async () => {
    const { hooks, invalidate, change } = setUp();
    act(() => hooks().change.mutate('a'));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(change).toHaveBeenCalledWith('a', expect.anything());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['rows'] });
    invalidate.mockClear();
    act(() => hooks().change.mutate('used'));
    await waitFor(() => expect(hooks().change.isError).toBe(true));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("a dialog's save says saved and fetches the list again", async () => {
    const { hooks, invalidate } = setUp();
    act(() => hooks().saved());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['rows'] });
  });
});
