import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * A WebSocket route's first hook: a plain HTTP request (no upgrade) is answered with the 426
 * envelope, where @fastify/websocket would answer an empty 404.
 */
export async function webSocketOnly(request: FastifyRequest): Promise<void> {
  if (!request.ws) throw new AppError('iot-http.426');
}
