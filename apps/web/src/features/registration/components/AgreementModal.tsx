import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['scope', 'account', 'data', 'privacy', 'liability', 'changes'] as const;

/** The service and privacy agreement; its text follows the interface language (docs/spec/A-access-and-shell.md §2.3). */
export default function AgreementModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('agreement.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('agreement.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={640}
    >
      <article className="ies-agreement" data-testid="agreement-text">
        <p>{t('agreement.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h3>{t(`agreement.${section}Title`)}</h3>
            <p>{t(`agreement.${section}Body`)}</p>
          </section>
        ))}
      </article>
    </Modal>
  );
}
