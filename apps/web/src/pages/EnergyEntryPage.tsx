import { EnergyEntry } from '../features/auth/components/EnergyEntry';

export default function EnergyEntryPage() {
  return <EnergyEntry />;
}
