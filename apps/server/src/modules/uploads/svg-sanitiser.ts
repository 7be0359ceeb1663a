import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';

/*
 * Uploaded SVGs are rewritten by DOMPurify (in a jsdom window) before they are stored: only the SVG
 * allowlist survives (no script, handlers, animation elements that can set attributes, foreign
 * objects or <style>), and every reference must stay inside the file (#fragment) or be an embedded
 * raster image. The hand-written check in image-sniffer.ts still refuses the obvious cases first.
 */

const require = createRequire(import.meta.url);
// jsdom ships no type declarations; only its window is needed.
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };

const LOCAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (purifier) return purifier;
  const purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name.endsWith(':href')) && !LOCAL_REFERENCE.test(data.attrValue)) {
      data.keepAttr = false;
    }
    if (EXTERNAL_URL.test(data.attrValue)) data.keepAttr = false;
  });
  purifier = purify;
  return purify;
}

/** The SVG with everything active or external removed; undefined when nothing of an SVG is left. */
export function sanitiseSvg(bytes: Uint8Array): Uint8Array | undefined {
  const text = new TextDecoder('utf-8').decode(bytes);
  const clean = instance().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'set', 'animate', 'animateMotion', 'animateTransform', 'foreignObject', 'script'],
    FORBID_ATTR: ['attributeName'],
  });
  if (!/^\s*<svg[\s>]/i.test(clean)) return undefined;
  return new TextEncoder().encode(clean);
}
