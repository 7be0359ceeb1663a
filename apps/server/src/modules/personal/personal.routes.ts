import { personalOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { PersonalService } from './personal.service';
/** Everything here is the caller's own: any signed-in user. */

/** SystemManagement/PersonalCenter (issue 4 item 9). */
export const personalRoutes: FastifyPluginAsyncZod<{ personal: PersonalService }> = async (
  app,
  { personal },
) => {
  bindOperations(app, ['personal'], personalOperations, {
    profile: (auth) => personal.profile(auth),
    updateProfile: (auth, { body }) => personal.updateProfile(auth, body),
    changePassword: (auth, request) => personal.changePassword(auth, request.body, requestContext(request)),
    changeMobile: (auth, { body }) => personal.changeMobile(auth, body),
    changeEmail: (auth, { body }) => personal.changeEmail(auth, body),
    sessions: (auth) => personal.sessions(auth),
    endOtherSessions: (auth) => personal.endOtherSessions(auth),
    endSession: (auth, { params }) => personal.endSession(auth, params.id),
  });
};
