import { testHookCaptchaSchema, testHookCodeQuerySchema, testHookCodeSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { normalizeEmail, normalizeMobile } from '../../platform/identity/destinations';
import type { MessageService } from '../messages/message.service';
import type { TestSecrets } from '../verification/test-secrets';
import type { VerificationCodeService } from '../verification/verification-code.service';
import { requireAuth } from '../../platform/auth.plugin';
import { ConfigError, isLoopbackHost } from '../../config/config';
import type { JobRuntime } from '../../platform/jobs/job-runtime';

/** Routes that only tests use; registered only when TEST_HOOKS is on (never in production). */
export const testHooksRoutes: FastifyPluginAsyncZod<{
  /** The interface the server listens on: the hooks refuse to start on anything but loopback. */
  host: string;
  testSecrets?: TestSecrets;
  messages?: MessageService;
  codes?: VerificationCodeService;
  jobs?: Pick<JobRuntime, 'send'>;
}> = async (app, { host, testSecrets, messages, codes, jobs }) => {
  if (!isLoopbackHost(host)) {
    throw new ConfigError('TEST_HOOKS', `needs HOST to be a loopback address, got "${host}"`);
  }
  // A platform event for the caller (browser journeys of the bell and the mandatory dialog).
  app.post(
    '/messages',
    {
      config: { permission: 'session' },
      schema: {
        hide: true,
        body: z.object({
          name: z.string().min(1).max(100),
          body: z.string().max(2000),
          mandatory: z.boolean().optional(),
        }),
      },
    },
    async (request) => {
      if (!messages) throw new AppError('iot-http.404');
      const auth = requireAuth(request);
      return messages.send({ tenantId: auth.tenantId, userId: auth.userId, ...request.body });
    },
  );

  app.get(
    '/sleep',
    {
      config: { public: true },
      schema: { hide: true, querystring: z.object({ ms: z.coerce.number().int().min(0).max(30_000) }) },
    },
    async (request) => {
      await new Promise((resolve) => setTimeout(resolve, request.query.ms));
      return { slept: request.query.ms };
    },
  );

  // The text of a graphic code, for browser tests that must type it.
  app.get(
    '/captcha/:uuid',
    {
      config: { public: true },
      schema: {
        hide: true,
        params: z.object({ uuid: z.string().max(64) }),
        response: { 200: testHookCaptchaSchema },
      },
    },
    async (request) => {
      const text = testSecrets?.captcha(request.params.uuid);
      if (!text) throw new AppError('iot-http.404');
      return { text };
    },
  );

  // The last verification code sent to a mobile number or e-mail address.
  app.get(
    '/codes/latest',
    {
      config: { public: true },
      schema: { hide: true, querystring: testHookCodeQuerySchema, response: { 200: testHookCodeSchema } },
    },
    async (request) => {
      const raw = request.query.destination;
      const destination = raw.includes('@') ? normalizeEmail(raw) : normalizeMobile(raw);
      const code = testSecrets?.latestCode(destination);
      if (!code) throw new AppError('iot-http.404');
      return { code };
    },
  );

  // Ends the resend cooldown of a destination, so that journeys need not wait its real minute.
  app.post(
    '/codes/end-cooldown',
    { config: { public: true }, schema: { hide: true, body: testHookCodeQuerySchema } },
    async (request, reply) => {
      const raw = request.body.destination;
      await codes?.endResendCooldown(raw.includes('@') ? normalizeEmail(raw) : normalizeMobile(raw));
      return reply.code(204).send();
    },
  );

  // Queues one run of a job now with the given input, in one attempt (the jobs journey queues a
  // sweep with an input it refuses, to see the failure on the administrator's jobs page).
  app.post(
    '/jobs/:name',
    {
      config: { public: true },
      schema: {
        hide: true,
        params: z.object({ name: z.string().min(1).max(100) }),
        body: z.object({ payload: z.record(z.string(), z.unknown()) }),
      },
    },
    async (request, reply) => {
      if (!jobs) throw new AppError('iot-http.404');
      await jobs.send(request.params.name, request.body.payload, { maxAttempts: 1 });
      return reply.code(204).send();
    },
  );
};
