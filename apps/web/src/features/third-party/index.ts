// The chat-app bind page (/ThirdBind); signing in through a chat app is in features/auth.
export { ThirdPartyBind } from './components/ThirdPartyBind';
