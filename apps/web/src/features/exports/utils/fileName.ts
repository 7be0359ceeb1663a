import type { ExportFormat } from '@ies/contracts';

/** A file name from a title: letters, digits (any script), dash and underscore. */
export function fileNameOf(title: string, format: ExportFormat): string {
  const base = title
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'report'}.${format}`;
}
