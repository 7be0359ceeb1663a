import { DEMO_JOBS, type PlatformJob, PLATFORM_JOBS } from '@ies/contracts';
import type { TFunction } from 'i18next';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A period in words in the app's language: "every 1 minute", "每 5 分钟". */
export function everyInWords(t: TFunction, everyMs: number): string {
  if (everyMs % HOUR === 0) return t('adminJobs.everyHours', { count: everyMs / HOUR });
  if (everyMs % MINUTE === 0) return t('adminJobs.everyMinutes', { count: everyMs / MINUTE });
  return t('adminJobs.everySeconds', { count: Math.round(everyMs / 1000) });
}

/** A run's length: milliseconds under a second, else seconds with one decimal. */
export function durationInWords(t: TFunction, ms: number): string {
  if (ms < 1000) return t('adminJobs.durationMs', { count: ms });
  return t('adminJobs.durationS', { count: Math.round(ms / 100) / 10 });
}

const NAME_KEYS = Object.fromEntries(
  Object.entries({ ...PLATFORM_JOBS, ...DEMO_JOBS }).map(([key, name]) => [name, key]),
) as Record<string, keyof typeof PLATFORM_JOBS | keyof typeof DEMO_JOBS>;

/** The job's title; a job this page does not know yet gets a general one, never its code. */
export function jobTitle(t: TFunction, job: Pick<PlatformJob, 'name'>): string {
  const key = NAME_KEYS[job.name];
  return key ? t(`adminJobs.names.${key}`) : t('adminJobs.names.other');
}

/** A time in the app's language (date and time to the second). */
export function timeInWords(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(iso));
}
