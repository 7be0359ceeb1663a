// Query keys of the personal feature: the profile is shared by the forms that change it, and a
// password change refreshes the sessions.

export const personalKeys = {
  profile: ['personal', 'profile'] as const,
  sessions: ['personal', 'sessions'] as const,
};
