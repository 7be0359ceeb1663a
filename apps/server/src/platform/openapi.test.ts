import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// The served document under the two validators `npm test` promises (docs/api/openapi.md):
// swagger-parser, and Redocly's recommended rules, which must report no error and no warning.
const t = useTestApp();
const require = createRequire(import.meta.url);

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown> & { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

async function served(): Promise<Doc> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Doc;
}

function operations(doc: Doc) {
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ at: `${method.toUpperCase()} ${url}`, op })),
  );
}

/** `redocly lint` (recommended rules) on the document: its problems, as its JSON report lists them. */
function redocly(doc: Doc): Array<{ ruleId: string; severity: string; message: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ies-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=1000'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
    });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      problems: Array<{ ruleId: string; severity: string; message: string }>;
    };
    return report.problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe(`the OpenAPI document on ${testDatabaseKind()}`, () => {
  it('validates under swagger-parser (OpenAPI 3.1, every $ref resolved)', async () => {
    const doc = await served();
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it("has no error and no warning under Redocly's recommended rules", async () => {
    const problems = redocly(await served());
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity === 'warn');
    // Printed for `npm test`'s log; docs/api/openapi.md explains any that are accepted (none now).
    console.log(`Redocly recommended: ${errors.length} errors, ${warnings.length} warnings`);
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(warnings.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('names each operation, documents its success as answered and its failures as the envelope', async () => {
    const doc = await served();
    const all = operations(doc);
    expect(all.length).toBeGreaterThanOrEqual(230);
    expect(JSON.stringify(doc)).not.toContain('x-ies-facts'); // the build's own notes are gone
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(all.length);
    expect(
      all.filter(({ op }) => !Object.keys(op.responses).some((s) => /^2/.test(s))).map((o) => o.at),
    ).toEqual([]);
    const unnamed = all.flatMap(({ at, op }) =>
      Object.entries(op.responses)
        .filter(([, answer]) => (answer as { description?: string }).description === 'Default Response')
        .map(([status]) => `${at} ${status}`),
    );
    expect(unnamed).toEqual([]);
    // Every success but a 204 says what it answers with.
    const bodiless = all.flatMap(({ at, op }) =>
      Object.entries(op.responses)
        .filter(
          ([status, answer]) =>
            /^2/.test(status) && status !== '204' && !(answer as object as { content?: unknown }).content,
        )
        .map(([status]) => `${at} ${status}`),
    );
    expect(bodiless).toEqual([]);
    const signIn = doc.paths['/api/control/sessions']?.post;
    expect(signIn?.operationId).toBe('auth.createSession');
    expect(signIn?.security).toEqual([]);
    expect(signIn?.responses['422']).toEqual({ $ref: '#/components/responses/ValidationFailed' });
    const deleteItem = doc.paths['/api/menus/tenant/items/{menu_field}']?.delete;
    expect(Object.keys(deleteItem?.responses ?? {})).toContain('204');
    expect(deleteItem?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(doc.components.schemas.MenuItem).toBeDefined();
    const upload = doc.paths['/api/uploads']?.post?.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
  });
});
