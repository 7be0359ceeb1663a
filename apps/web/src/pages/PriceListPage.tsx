import { PriceList } from '../features/prices/components/PriceList';

export default function PriceListPage() {
  return <PriceList />;
}
