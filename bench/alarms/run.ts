// bench/alarms: ingest throughput without the alarm engine, then with N rules on every device
// (issue 15 item 2: the cost must stay under 20 %). Runs bench/ingest/run.ts twice, same load.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const passthrough = process.argv.slice(2).filter((a, i, all) => a !== '--rules' && all[i - 1] !== '--rules');
const rulesAt = process.argv.indexOf('--rules');
const rules = rulesAt > 0 ? (process.argv[rulesAt + 1] ?? '10') : '10';
const run = path.join(import.meta.dirname, '../ingest/run.ts');

for (const alarmRules of ['0', rules]) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', run, ...passthrough, '--alarm-rules', alarmRules],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  process.stdout.write(out);
}
