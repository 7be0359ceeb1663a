import { useLocation } from 'react-router';
import { NotBuiltPanel } from '../ui/NotBuiltPanel';

/** /Container/{menu_field}: dynamic menu pages (interface, application, code) come later. */
export default function MenuPage() {
  const { pathname } = useLocation();
  return <NotBuiltPanel route={pathname} />;
}
