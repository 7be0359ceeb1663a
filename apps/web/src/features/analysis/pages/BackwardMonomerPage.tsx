import { LaggingCells } from '../components/LaggingCells';

export default function BackwardMonomerPage() {
  return <LaggingCells />;
}
