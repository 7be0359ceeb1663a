import { type ThirdLoginBindInput, thirdPartyOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const bindThirdLogin = (body: ThirdLoginBindInput) =>
  apiClient.call(thirdPartyOperations.bind, { body });
