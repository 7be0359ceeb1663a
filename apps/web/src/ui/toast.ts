import { feedback } from './feedback';

export const toast = {
  success: (text: string) => void feedback.message.success(text),
  error: (text: string) => void feedback.message.error(text),
};
