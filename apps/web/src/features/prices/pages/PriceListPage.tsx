import { PriceList } from '../components/PriceList';

export default function PriceListPage() {
  return <PriceList />;
}
