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
      <section>
        <h2>{t('help.aboutTitle')}</h2>
        <p>{t('help.aboutBody')}</p>
      </section>
      <section>
        <h2>{t('help.rolesTitle')}</h2>
        <p>{t('help.rolesBody')}</p>
      </section>
      <section>
        <h2>{t('help.signInTitle')}</h2>
        <ol>
          {SIGN_IN_STEPS.map((step) => (
            <li key={step}>{t(`help.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section>
        <h2>{t('help.languageTitle')}</h2>
        <p>{t('help.languageBody')}</p>
      </section>
      <section>
        <h2>{t('help.docsTitle')}</h2>
        <p>
          {docsBefore}
          <a href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
            <code>{API_DOCS_PATH}</code>
          </a>
          {docsAfter}
        </p>
      </section>
      <section>
        <h2>{t('help.appTitle')}</h2>
        <p>
          {t('help.appBody')}{' '}
          <a href="/appDownload" target="_blank" rel="noopener noreferrer">
            {t('route.appDownload')}
          </a>
        </p>
      </section>
      <p className="ies-help-back">
        <Link to={signedIn ? HOME_PATH : LOGIN_PATH}>
          {signedIn ? t('common.backHome') : t('help.backToLogin')}
        </Link>
      </p>
    </article>
  );
}
