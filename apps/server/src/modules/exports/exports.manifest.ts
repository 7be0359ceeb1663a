import type { DomainManifest } from '../../platform/modules/module-context';
import { exportsModule } from './exports.module';

/** Exports of reports and analysis tables, download tasks and scheduled delivery (issue 29). */
export const exportsManifest: DomainManifest = {
  name: 'exports',
  later: ['stations', 'energyReports', 'customReports', 'analysis'],
  register: async ({ api, db, clock, jobs, services, shared }) => {
    const { core, deps } = shared;
    await api.register(exportsModule, {
      db,
      clock,
      jobs,
      stations: () => services.get('stations'),
      energyReports: () => services.get('energyReports'),
      customReports: () => services.get('customReports'),
      analysis: () => services.get('analysis'),
      owner: (tenantId, userId) => core.accounts.own.find(tenantId, userId),
      // Through the platform's mailer (SMTP_URL; the development outbox without it), one message per recipient.
      mail: async (mail) => {
        for (const to of mail.to)
          await core.identity.sender.send({
            channel: 'email',
            destination: to,
            subject: mail.subject,
            text: mail.text,
            attachments: [mail.attachment],
          });
      },
      limits: deps.exports?.limits,
      expose: deps.exports?.expose,
    });
  },
};
