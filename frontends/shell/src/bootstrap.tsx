import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SSR_ROOT_ATTRIBUTE } from '@csec/contracts';
import { App } from './App';
import { RemoteLoader } from './remotes/remote-loader';
import { loadSiteConfig } from './config/site-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const loader = new RemoteLoader(loadSiteConfig);

const tree = (
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <App loader={loader} />
    </BrowserRouter>
  </StrictMode>
);

// A page the server rendered is hydrated where it stands: its markup stays on screen while the
// remote's code loads (React keeps a suspended boundary's server HTML), so nothing flashes or shifts.
if (container.hasAttribute(SSR_ROOT_ATTRIBUTE)) hydrateRoot(container, tree);
else createRoot(container).render(tree);
