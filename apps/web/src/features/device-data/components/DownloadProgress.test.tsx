import type { HistoryDownload } from '@ies/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { progressOf } from '../utils/downloadProgress';
import { DownloadProgress } from './DownloadProgress';

const task = (patch: Partial<HistoryDownload>): HistoryDownload => ({
  id: 'd1',
  device_id: 'dev-1',
  points: ['power'],
  from: 0,
  to: 1,
  zip: false,
  state: 'initialising',
  records: 0,
  file_name: null,
  file_size: null,
  error_code: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...patch,
});

beforeAll(async () => {
  await changeLocale('en');
});

describe('download task progress', () => {
  it('places each state on the B §4 steps (compressing only for zip)', () => {
    expect(progressOf('querying', false)).toEqual({
      current: 2,
      status: 'process',
      running: true,
      downloadable: false,
    });
    expect(progressOf('compressing', true).current).toBe(4);
    expect(progressOf('waiting_for_download', false)).toMatchObject({
      current: 4,
      running: false,
      downloadable: true,
    });
    expect(progressOf('finished', true)).toMatchObject({ current: 6, status: 'finish', downloadable: true });
    expect(progressOf('cancelled', false, 'generating')).toMatchObject({
      current: 3,
      status: 'error',
      running: false,
    });
  });

  it('offers cancel while running and save once waiting for download', async () => {
    const onCancel = vi.fn();
    const onSave = vi.fn();
    const { rerender } = render(
      <DownloadProgress
        task={task({ state: 'generating', records: 1200 })}
        onCancel={onCancel}
        onSave={onSave}
      />,
    );
    expect(screen.getByText('Generating')).toBeInTheDocument();
    expect(screen.queryByText('Compressing')).toBeNull();
    expect(screen.getByText('1200 records')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('download-cancel'));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.queryByTestId('download-save')).toBeNull();

    rerender(
      <DownloadProgress
        task={task({ state: 'waiting_for_download', records: 1200 })}
        onCancel={onCancel}
        onSave={onSave}
      />,
    );
    expect(screen.queryByTestId('download-cancel')).toBeNull();
    await userEvent.click(screen.getByTestId('download-save'));
    expect(onSave).toHaveBeenCalled();

    rerender(<DownloadProgress task={task({ state: 'cancelled' })} onCancel={onCancel} onSave={onSave} />);
    expect(screen.getByText('Cancelled by user')).toBeInTheDocument();
    expect(screen.getByTestId('download-progress').dataset.state).toBe('cancelled');
  });
});
