import type React from 'react';
import type { PlatformJob } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { fetchJobs } from '../api/admin';
import { adminKeys } from '../api/adminKeys';
import { durationInWords, everyInWords, jobTitle, timeInWords } from './jobWords';

/** The platform's background jobs: schedule, last run, its length and the newest error. */
export function PlatformJobs() {
  const { t, i18n } = useTranslation();
  const jobs = useQuery({ queryKey: adminKeys.jobs, queryFn: fetchJobs });
  const time = (iso: string) => timeInWords(i18n.language, iso);
  // Phones get one card per job: six columns do not fit 390 px.
  const narrow = !Grid.useBreakpoint().md;
  const lastRun = (job: PlatformJob) =>
    job.last_started_at ? (
      <span>
        <Tag color={job.last_status === 'failed' ? 'error' : 'success'} data-testid="admin-job-status">
          {job.last_status === 'failed' ? t('adminJobs.failed') : t('adminJobs.ok')}
        </Tag>
        {time(job.last_started_at)}
      </span>
    ) : (
      <Typography.Text type="secondary">{t('adminJobs.notRunYet')}</Typography.Text>
    );
  const duration = (job: PlatformJob) =>
    job.last_duration_ms === null ? '—' : durationInWords(t, job.last_duration_ms);
  const lastError = (job: PlatformJob) =>
    job.last_error ? (
      // Plain text: React escapes it, and long texts wrap.
      // The handler's own words are the server's (English, technical): said in the user's language
      // first, the original behind a toggle for whoever reads the server log.
      <div className="ies-admin-job-error" data-testid="admin-job-error">
        <Typography.Text type="danger">{t('adminJobs.errorSummary')}</Typography.Text>
        <details className="ies-admin-job-error-details">
          <summary>{t('adminJobs.errorDetails')}</summary>
          <Typography.Text code>{job.last_error}</Typography.Text>
        </details>
        {job.last_error_at ? (
          <Typography.Text type="secondary" className="ies-admin-job-error-at">
            {t('adminJobs.errorAt', { time: time(job.last_error_at) })}
          </Typography.Text>
        ) : null}
      </div>
    ) : (
      <Typography.Text type="secondary">{t('adminJobs.none')}</Typography.Text>
    );

  const columns: ColumnsType<PlatformJob> = [
    {
      title: t('adminJobs.job'),
      key: 'name',
      width: 190,
      render: (_, job) => <span data-testid="admin-job-title">{jobTitle(t, job)}</span>,
    },
    {
      title: t('adminJobs.schedule'),
      key: 'every',
      width: 120,
      render: (_, job) => everyInWords(t, job.every_ms),
    },
    { title: t('adminJobs.lastRun'), key: 'last', width: 220, render: (_, job) => lastRun(job) },
    { title: t('adminJobs.duration'), key: 'duration', width: 90, render: (_, job) => duration(job) },
    { title: t('adminJobs.nextRun'), key: 'next', width: 170, render: (_, job) => time(job.next_run_at) },
    { title: t('adminJobs.lastError'), key: 'error', render: (_, job) => lastError(job) },
  ];

  return (
    <div className="ies-admin" data-testid="admin-jobs">
      <div className="ies-admin-head">
        <h2 className="ies-admin-title">{t('adminJobs.title')}</h2>
        <Button onClick={() => void jobs.refetch()} data-testid="admin-jobs-refresh">
          {t('adminJobs.refresh')}
        </Button>
      </div>
      <Alert type="info" showIcon className="ies-admin-filter" title={t('adminJobs.hint')} />
      {narrow ? (
        <div className="ies-admin-job-cards">
          {(jobs.data?.list ?? []).map((job) => (
            <Card
              key={job.name}
              size="small"
              data-testid="admin-job"
              title={<span data-testid="admin-job-title">{jobTitle(t, job)}</span>}
            >
              <dl className="ies-admin-job-facts">
                <dt>{t('adminJobs.schedule')}</dt>
                <dd>{everyInWords(t, job.every_ms)}</dd>
                <dt>{t('adminJobs.lastRun')}</dt>
                <dd>{lastRun(job)}</dd>
                <dt>{t('adminJobs.duration')}</dt>
                <dd>{duration(job)}</dd>
                <dt>{t('adminJobs.nextRun')}</dt>
                <dd>{time(job.next_run_at)}</dd>
                <dt>{t('adminJobs.lastError')}</dt>
                <dd>{lastError(job)}</dd>
              </dl>
            </Card>
          ))}
        </div>
      ) : (
        <Table<PlatformJob>
          size="middle"
          rowKey="name"
          columns={columns}
          loading={jobs.isFetching}
          dataSource={jobs.data?.list ?? []}
          pagination={false}
          onRow={() => ({ 'data-testid': 'admin-job' }) as React.HTMLAttributes<HTMLElement>}
          scroll={{ x: 1000 }}
        />
      )}
    </div>
  );
}
