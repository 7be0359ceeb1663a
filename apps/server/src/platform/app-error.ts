import { errorStatus } from '@ies/contracts';
import type { FieldError } from '@ies/contracts';

/** A failure the caller should see: a catalogue code, optional message params and envelope data. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: string,
    readonly options: { params?: Record<string, string | number>; data?: unknown; status?: number } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = options.status ?? errorStatus(code);
  }
}

/** A validation failure naming each failing field with its own catalogue code. */
export class ValidationError extends AppError {
  constructor(
    readonly fields: Array<Omit<FieldError, 'message'> & { params?: Record<string, string | number> }>,
  ) {
    super('iot-http.422');
  }
}

export const notFound = () => new AppError('iot-http.404');
export const forbidden = () => new AppError('iot-http.403');
