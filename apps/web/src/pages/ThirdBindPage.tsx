import { ThirdPartyBind } from '../features/third-party';
import { PublicPageFrame } from '../ui/PublicPageFrame';

export default function ThirdBindPage() {
  return (
    <PublicPageFrame testId="third-bind-page">
      <ThirdPartyBind />
    </PublicPageFrame>
  );
}
