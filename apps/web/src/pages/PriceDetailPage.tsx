import { PriceDetail } from '../features/prices/components/PriceDetail';

export default function PriceDetailPage() {
  return <PriceDetail />;
}
