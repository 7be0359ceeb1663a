import { AppDownloadCard } from '../features/help/components/AppDownloadCard';
import { PublicPageFrame } from '../ui/PublicPageFrame';

export default function AppDownloadPage() {
  return (
    <PublicPageFrame testId="app-download-page">
      <AppDownloadCard />
    </PublicPageFrame>
  );
}
