// First: the zod setting must be in place before any contract schema is built.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import './app/global.css';
import { followBasePathMapping } from './features/auth/utils/followBasePathMapping';
import { completeHandOff } from './features/auth/utils/handOff';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
// A hand-off ticket or token leaves the address bar before anything renders.
void completeHandOff().finally(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

void followBasePathMapping();
