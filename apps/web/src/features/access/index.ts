// What other features use of the access feature: the sub-users of the tenant.
export { fetchSubUsers } from './api/access';
