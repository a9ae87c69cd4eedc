import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { SHELL_TEXTS, type SiteConfig } from '@csec/contracts';
import { App } from '../src/App';
import { RemoteLoader } from '../src/remotes/remote-loader';
import { reloadPage } from '../src/remotes/page-reload';

// The real runtime fetches manifests and injects scripts, which jsdom cannot run.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// A full page load, which jsdom cannot do.
jest.mock('../src/remotes/page-reload', () => ({ reloadPage: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedReloadPage = jest.mocked(reloadPage);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const config: SiteConfig = {
  remotes: { publicSite: '/remotes/public-site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  formUrl: '',
  mapUrl: '',
  contact: { email: 'admin@example.com', phone: '+62 21 0000', address: 'Jakarta' },
  timeZone: 'Asia/Jakarta',
};

function PublicSite() {
  return (
    <main>
      <p>Public site</p>
      <Link to="/about">About</Link>
    </main>
  );
}

function Admin() {
  return <p>Admin dashboard</p>;
}

const remotes: Record<string, unknown> = {
  'public_site/App': { default: PublicSite },
  'admin/App': { default: Admin },
};

function renderAt(path: string, getConfig: () => Promise<SiteConfig> = () => Promise.resolve(config)) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <App loader={new RemoteLoader(getConfig)} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mockedLoadRemote.mockReset().mockImplementation(async (id: string) => remotes[id]);
  mockedRegisterRemotes.mockReset();
  mockedReloadPage.mockReset();
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('remote loading', () => {
  it('shows a loading state, then the public site, registering both remotes from the config', async () => {
    renderAt('/');

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('Public site')).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'public_site', entry: config.remotes.publicSite },
      { name: 'admin', entry: config.remotes.admin },
    ]);
    expect(mockedLoadRemote.mock.calls).toEqual([['public_site/App']]);
  });

  it('loads the admin remote, and only it, for the dashboard login', async () => {
    renderAt('/login/admin');

    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(mockedLoadRemote.mock.calls).toEqual([['admin/App']]);
  });

  it('keeps the loaded remote when navigating inside it', async () => {
    renderAt('/');

    fireEvent.click(await screen.findByRole('link', { name: 'About' }));

    expect(screen.getByText('Public site')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('remote error fallback', () => {
  it('shows the message with a Retry button when the remote fails, and Retry fetches it again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    renderAt('/blog');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SHELL_TEXTS.remoteFailed);
    expect(screen.queryByText('Public site')).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SHELL_TEXTS.retry }));
    });

    expect(await screen.findByText('Public site')).toBeInTheDocument();
    // The runtime caches the failed manifest; a forced registration drops that cache.
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'public_site', entry: config.remotes.publicSite }], { force: true });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps showing the error while the remote still fails', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('404'));
    renderAt('/');

    await screen.findByRole('alert');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SHELL_TEXTS.retry }));
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(SHELL_TEXTS.remoteFailed);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('treats a remote without a default component as a failure', async () => {
    mockedLoadRemote.mockResolvedValueOnce({});
    renderAt('/');

    expect(await screen.findByRole('alert')).toHaveTextContent(SHELL_TEXTS.remoteFailed);
  });

  it('asks for the site config again when it could not be read', async () => {
    const getConfig = jest.fn<Promise<SiteConfig>, []>().mockRejectedValueOnce(new Error('GET /api/site-config answered 502')).mockResolvedValue(config);
    renderAt('/', getConfig);

    await screen.findByRole('alert');
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SHELL_TEXTS.retry }));
    });

    expect(await screen.findByText('Public site')).toBeInTheDocument();
    expect(getConfig).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  });
});

/** What webpack throws when a chunk of the build the tab started with is no longer served. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 937 failed.\n(error: http://remote.example/937.2d3a0638e2fec64a7722.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('a tab whose build of a remote was replaced', () => {
  it('loads the address afresh as a full page when a chunk of its build is gone, showing the loading state, not the error', async () => {
    const BlogPage = () => {
      throw chunkLoadError();
    };
    mockedLoadRemote.mockResolvedValueOnce({ default: BlogPage });
    renderAt('/blog');

    await waitFor(() => expect(mockedReloadPage).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("loads the address afresh when the remote's entry cannot be loaded, for the admin remote too", async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"admin"}'));
    renderAt('/login/admin');

    await waitFor(() => expect(mockedReloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with Retry when the same address fails again after its fresh load: never a reload loop', async () => {
    // The page as loaded afresh: the page before it left its marker for the address (load-afresh.ts).
    window.sessionStorage.setItem(`csec:loaded-afresh:${window.location.href}`, String(Date.now() - 5000));
    mockedLoadRemote.mockRejectedValue(chunkLoadError());
    renderAt('/blog');

    expect(await screen.findByRole('alert')).toHaveTextContent(SHELL_TEXTS.remoteFailed);
    expect(mockedReloadPage).not.toHaveBeenCalled();
  });

  it('shows the error, not a reload, for a failure that is no missing file', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest. #RUNTIME-003'));
    renderAt('/');

    expect(await screen.findByRole('alert')).toHaveTextContent(SHELL_TEXTS.remoteFailed);
    expect(mockedReloadPage).not.toHaveBeenCalled();
  });
});
