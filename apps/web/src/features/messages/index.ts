// What other features use of messages: whose bell and settings the signed-in user sees.
export { useMessageOwner } from './hooks/useMessageOwner';
