import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation, useRoutes } from 'react-router-dom';
import { AppRouter } from './components/navigation/AppRouter';
import { loadFor } from './components/navigation/pageLoads';
import { routesFor } from './routes';
import './styles.css';
import './styles/forms.css';

/**
 * How long the first render waits for the page's code (the server preloads it with the entry):
 * the first commit then shows the page, not an empty frame that React reveals up to 300 ms later.
 */
const FIRST_PAGE_WAIT_MS = 300;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function App() {
  return useRoutes(routesFor(useLocation().pathname));
}

// In a transition React renders the first page in slices, letting the browser in between (a
// phone's long tasks), and commits it whole.
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppRouter>
          <App />
        </AppRouter>
      </StrictMode>,
    ),
  );

// The page's code and texts start loading now, not when React first renders the route.
const firstPage = loadFor(window.location.pathname).catch(() => undefined);
void Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(render);
