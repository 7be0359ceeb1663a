// antd's message is loaded only when a toast is shown, keeping it off the sign-in page's first load.

export function notifySuccess(text: string): void {
  void import('./toast').then(({ toast }) => toast.success(text));
}

export function notifyError(text: string): void {
  void import('./toast').then(({ toast }) => toast.error(text));
}
