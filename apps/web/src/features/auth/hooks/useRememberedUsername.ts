import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { recallRememberedUsername } from '../api/remember';

/**
 * Fills the username remembered on this browser (the server's HttpOnly cookie) and ticks the box.
 * Runs whenever the password form mounts, so switching tabs reloads it.
 */
export function useRememberedUsername(form: FormInstance): void {
  useEffect(() => {
    let active = true;
    recallRememberedUsername()
      .then(({ username }) => {
        if (active && username && !form.getFieldValue('username')) {
          form.setFieldsValue({ username, remember: true });
        }
      })
      .catch(() => {
        // Nothing remembered, or the server is unreachable: the form stays empty.
      });
    return () => {
      active = false;
    };
  }, [form]);
}
