import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and probing for that alone
// is a violation of our Content-Security-Policy (no 'unsafe-eval'). In the browser
// `public/zod-config.js` sets it before any module runs; this keeps it for the tests and for any
// page that loads without that script.
z.config({ jitless: true });
