import type { OwnSession, PersonalProfile } from '@ies/contracts';
import type { SessionRow, UserRow } from '../../db/schema';
import { maskMobile } from '../../platform/identity/destinations';

export function presentProfile(user: UserRow): PersonalProfile {
  return {
    id: user.id,
    username: user.username,
    nick_name: user.nickName,
    gender: user.gender,
    mobile: maskMobile(user.mobile),
    email: user.email ?? '',
    organization_name: user.organizationName,
    industry: user.industry,
    department: user.department,
    job: user.job,
    address: user.address,
    description: user.description,
    avatar: user.avatar,
    user_type: user.userType,
    is_manager: user.isManager,
  };
}

export function presentSession(row: SessionRow, currentId: string): OwnSession {
  return {
    id: row.id,
    method: row.method,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  };
}
