import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSessionToken } from '../../../ui/session';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/paths';
import './help.css';

/** Where the server publishes its OpenAPI reference. */
const API_DOCS_PATH = '/api/docs';

const SIGN_IN_STEPS = ['signInStep1', 'signInStep2', 'signInStep3', 'signInStep4'] as const;

export function HelpArticle() {
  const { t } = useTranslation();
  const signedIn = hasSessionToken();
  const [docsBefore, docsAfter] = t('help.docsBody', { apiDocs: '\u0000' }).split('\u0000');

  return (
    <article className="ies-help">
      <h1>{t('help.title')}</h1>
      <TextSection topic="about" />
      <TextSection topic="roles" />
      <HelpSection title={t('help.signInTitle')}>
        <ol>
          {SIGN_IN_STEPS.map((step) => (
            <li key={step}>{t(`help.${step}`)}</li>
          ))}
        </ol>
      </HelpSection>
      <TextSection topic="language" />
      <HelpSection title={t('help.docsTitle')}>
        <p>
          {docsBefore}
          <a href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
            <code>{API_DOCS_PATH}</code>
          </a>
          {docsAfter}
        </p>
      </HelpSection>
      <HelpSection title={t('help.appTitle')}>
        <p>
          {t('help.appBody')}{' '}
          <a href="/appDownload" target="_blank" rel="noopener noreferrer">
            {t('route.appDownload')}
          </a>
        </p>
      </HelpSection>
      <p className="ies-help-back">
        <Link to={signedIn ? HOME_PATH : LOGIN_PATH}>
          {signedIn ? t('common.backHome') : t('help.backToLogin')}
        </Link>
      </p>
    </article>
  );
}

function HelpSection(props: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** A section of a title and one paragraph, both from the catalogue (`help.<topic>Title`, `…Body`). */
function TextSection({ topic }: { topic: 'about' | 'roles' | 'language' }) {
  const { t } = useTranslation();
  return (
    <HelpSection title={t(`help.${topic}Title`)}>
      <p>{t(`help.${topic}Body`)}</p>
    </HelpSection>
  );
}
