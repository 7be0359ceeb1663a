import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { FeedbackBridge } from '../ui/feedback';
import { createQueryClient } from './queryClient';
import { useThemeSettings } from './theme/themeStore';

function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const { primaryColor } = useThemeSettings();

  // Plain-CSS parts (logo, sign-in background) follow the theme colour too.
  useEffect(() => {
    document.documentElement.style.setProperty('--ies-primary', primaryColor);
  }, [primaryColor]);

  return (
    <ConfigProvider
      locale={active.language === 'en' ? enUS : zhCN}
      theme={{ token: { colorPrimary: primaryColor, colorInfo: primaryColor, colorLink: primaryColor } }}
    >
      <App component={false}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so caches do not leak between them. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemedConfigProvider>{children}</ThemedConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
