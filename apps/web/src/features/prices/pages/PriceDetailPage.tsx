import { PriceDetail } from '../components/PriceDetail';

export default function PriceDetailPage() {
  return <PriceDetail />;
}
