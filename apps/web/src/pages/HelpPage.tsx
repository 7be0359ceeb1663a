import { HelpArticle } from '../features/help/components/HelpArticle';
import { PublicPageFrame } from '../ui/PublicPageFrame';

export default function HelpPage() {
  return (
    <PublicPageFrame testId="help-page">
      <HelpArticle />
    </PublicPageFrame>
  );
}
