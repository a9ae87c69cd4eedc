import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { RemoteLoader } from './remotes/remote-loader';
import { loadSiteConfig } from './config/site-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const loader = new RemoteLoader(loadSiteConfig);

createRoot(container).render(
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <App loader={loader} />
    </BrowserRouter>
  </StrictMode>,
);
