import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and probing for that alone
// is a violation of our Content-Security-Policy (no 'unsafe-eval'). Imported first by main.tsx,
// because each schema reads this setting when it is built.
z.config({ jitless: true });
