import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { errorText } from './toastError';

describe('errorText', () => {
  it('shows the catalogue message of an API error', () => {
    expect(errorText(new ApiError('iot-station.10001', 'Station not found', 404), 'fallback')).toBe(
      'Station not found',
    );
  });

  it('falls back to the given text, else the error itself', () => {
    expect(errorText(new Error('boom'), 'Upload failed')).toBe('Upload failed');
    expect(errorText('odd')).toBe('odd');
  });
});
