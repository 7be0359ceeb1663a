import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="ies-page-loading" role="alert">
      {t('error.pageLoad')}
      <button type="button" className="ies-plain-button" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
}

/**
 * Catches a route chunk that fails to load (a deploy replaced it, the network dropped) so
 * the rest of the app keeps working. Keyed by path by its parent, so navigating clears it.
 */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
