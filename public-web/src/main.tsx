import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import { history } from './components/navigation/history';
import { routes } from './routes';
import './styles.css';
import './styles/forms.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function App() {
  return useRoutes(routes);
}

createRoot(container).render(
  <StrictMode>
    <HistoryRouter history={history}>
      <App />
    </HistoryRouter>
  </StrictMode>,
);
