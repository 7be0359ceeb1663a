import type { FastifyInstance } from 'fastify';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { MessageService } from '../messages/message.service';
import type { TestSecrets } from '../verification/test-secrets';
import type { VerificationCodeService } from '../verification/verification-code.service';
import { testHooksRoutes } from './test-hooks.routes';

export interface TestHooksModuleOptions {
  /** The interface the server listens on: the hooks refuse to start on anything but loopback. */
  host: string;
  testSecrets?: TestSecrets;
  messages?: MessageService;
  codes?: VerificationCodeService;
  /** The job runtime (a journey queues a job with an input it refuses). */
  jobs?: JobRuntime;
}

/** Routes only tests use, under /test-hooks; registered only when TEST_HOOKS is on. */
export async function testHooksModule(app: FastifyInstance, options: TestHooksModuleOptions): Promise<void> {
  await app.register(testHooksRoutes, { prefix: '/test-hooks', ...options });
}
