import { fetchHostBrand } from '../api/brand';
import { mappedLocation } from './basePathMapping';

/** Sends the browser to the host a base-path mapping names; runs beside the first render, never before it. */
export async function followBasePathMapping(): Promise<void> {
  try {
    const brand = await fetchHostBrand();
    const target = mappedLocation(brand.base_path_mappings ?? [], window.location);
    if (target) window.location.replace(target);
  } catch {
    // Without the brand the page stays where it is; branding is not worth an error screen.
  }
}
