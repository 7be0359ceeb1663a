// What other features use of the menus feature: the caller's privileges and their query key.
export { fetchPrivilegeSelf } from './api/menus';
export { menuKeys } from './api/menuKeys';
