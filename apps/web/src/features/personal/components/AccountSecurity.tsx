import { Divider } from 'antd';
import { ContactChangeForm } from './ContactChangeForm';
import { PasswordChangeForm } from './PasswordChangeForm';

/** The account security tab: password, then mobile and e-mail, each changed on its own. */
export function AccountSecurity() {
  return (
    <div>
      <PasswordChangeForm />
      <Divider />
      <ContactChangeForm channel="mobile" />
      <Divider />
      <ContactChangeForm channel="email" />
    </div>
  );
}
