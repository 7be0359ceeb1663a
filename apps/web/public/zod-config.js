// Runs before any module: zod reads this setting when it loads and when each schema is built, and
// without it probes for `new Function`, which our Content-Security-Policy (no 'unsafe-eval') reports
// as a violation. A classic script, so that no bundle order can build a schema before it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
