import type {
  EmailChange,
  MobileChange,
  OwnSessionList,
  PasswordChange,
  PersonalProfile,
  PersonalProfileUpdate,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const fetchProfile = () => apiClient.get<PersonalProfile>('/api/personal/profile');
export const saveProfile = (input: PersonalProfileUpdate) =>
  apiClient.put<PersonalProfile>('/api/personal/profile', input);
export const changePassword = (input: PasswordChange) =>
  apiClient.post<{ ended: number }>('/api/personal/password', input);
export const fetchOwnSessions = () => apiClient.get<OwnSessionList>('/api/personal/sessions');
export const endOtherSessions = () => apiClient.delete<{ ended: number }>('/api/personal/sessions/others');
export const endOwnSession = (id: string) =>
  apiClient.delete<void>(`/api/personal/sessions/${encodeURIComponent(id)}`);
export const changeMobile = (input: MobileChange) =>
  apiClient.post<PersonalProfile>('/api/personal/mobile', input);
export const changeEmail = (input: EmailChange) =>
  apiClient.post<PersonalProfile>('/api/personal/email', input);
