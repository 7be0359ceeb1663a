/** Query key of the caller's own profile, shared by the forms that change it. */
export const PROFILE_KEY = ['personal', 'profile'];
