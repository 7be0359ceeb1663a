// What other features use of the access feature: the sub-users of the tenant and their query key.
export { fetchSubUsers } from './api/access';
export { accessKeys } from './api/accessKeys';
export { Allowed } from './components/Allowed';
export { NoPermission } from './components/NoPermission';
export { type Permissions, usePermissions } from './hooks/usePermissions';
