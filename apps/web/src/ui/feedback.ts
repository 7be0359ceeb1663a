import { App, Modal, message, notification } from 'antd';
import { useEffect } from 'react';

type Feedback = ReturnType<typeof App.useApp>;
/** What the static Modal and the context-bound one have in common. */
type ModalApi = Pick<typeof Modal, 'confirm' | 'info' | 'success' | 'error' | 'warning'>;

let bound: Feedback | undefined;

/**
 * Binds toasts and dialogs to antd's <App> context, so they follow the theme and locale and are
 * unmounted with the app (antd's static functions render into roots of their own that outlive it).
 * Mounted once inside <App> by AppProviders.
 */
export function FeedbackBridge(): null {
  const feedback = App.useApp();
  bound = feedback;
  useEffect(
    () => () => {
      if (bound === feedback) bound = undefined;
    },
    [feedback],
  );
  return null;
}

/** Toasts, notifications and confirm dialogs; the static fallbacks serve code outside the app tree. */
export const feedback = {
  get message(): Feedback['message'] {
    return bound?.message ?? message;
  },
  get modal(): ModalApi {
    return bound?.modal ?? Modal;
  },
  get notification(): Feedback['notification'] {
    return bound?.notification ?? notification;
  },
};
