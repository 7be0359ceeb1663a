/** Image types we accept, by the extensions that may name them. */
export type ImageKind = 'jpeg' | 'png' | 'bmp' | 'svg';

export const CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

const KIND_OF_EXTENSION: Record<string, ImageKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  bmp: 'bmp',
  svg: 'svg',
};

export function kindOfFileName(fileName: string): ImageKind | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  return KIND_OF_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/** The image kind the bytes really are (by signature), whatever the name says. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) return 'bmp';
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // An XML declaration, comments or a doctype may come first; the root element must be <svg>.
  const withoutProlog = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(withoutProlog);
}

/** Numeric and the common named character references, so `jav&#x61;script:` is seen for what it is. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

const ACTIVE_CONTENT = [
  /<\s*script\b/i,
  /<\s*foreignObject\b/i,
  /<\s*(?:iframe|embed|object|handler|listener)\b/i,
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /[\s"'/]on[a-z]+\s*=/i,
  /@import/i,
];

/**
 * True when an SVG could run something in a browser: script or foreign elements, event handler
 * attributes, entity declarations, stylesheets imports, or javascript:/data:text/html/vbscript: links.
 */
export function svgHasActiveContent(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(bytes);
  const decoded = decodeReferences(text);
  if (ACTIVE_CONTENT.some((pattern) => pattern.test(text) || pattern.test(decoded))) return true;
  // Browsers ignore whitespace and control characters inside a URL scheme.
  const squeezed = decoded.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
  return /(?:javascript|vbscript|livescript):|data:text\/html|data:image\/svg/.test(squeezed);
}
