import { message } from 'antd';

export const toast = {
  success: (text: string) => void message.success(text),
  error: (text: string) => void message.error(text),
};
