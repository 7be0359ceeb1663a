import {
  type EmailChange,
  type MobileChange,
  type PasswordChange,
  type PersonalProfileUpdate,
  personalOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const fetchProfile = () => apiClient.call(personalOperations.profile, {});
export const saveProfile = (body: PersonalProfileUpdate) =>
  apiClient.call(personalOperations.updateProfile, { body });
export const changePassword = (body: PasswordChange) =>
  apiClient.call(personalOperations.changePassword, { body });
export const fetchOwnSessions = () => apiClient.call(personalOperations.sessions, {});
export const endOtherSessions = () => apiClient.call(personalOperations.endOtherSessions, {});
export const endOwnSession = (id: string) =>
  apiClient.call(personalOperations.endSession, { params: { id } });
export const changeMobile = (body: MobileChange) => apiClient.call(personalOperations.changeMobile, { body });
export const changeEmail = (body: EmailChange) => apiClient.call(personalOperations.changeEmail, { body });
