import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { serverFieldErrors } from './serverFormErrors';

describe('serverFieldErrors', () => {
  it('turns the 422 fields into form paths, list indexes as numbers', () => {
    const error = new ApiError('iot-http.422', 'invalid', 422, {
      fields: [
        { field: 'host', code: 'iot-validation.10002', message: 'Bad host' },
        { field: 'base_path_mappings.1.path', code: 'iot-validation.10002', message: 'Bad path' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { name: ['host'], errors: ['Bad host'] },
      { name: ['base_path_mappings', 1, 'path'], errors: ['Bad path'] },
    ]);
  });

  it('has nothing for other failures', () => {
    expect(serverFieldErrors(new ApiError('iot-brand.10001', 'taken', 409))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});
