import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useRoutes } from 'react-router-dom';
import { AppRouter } from './components/navigation/AppRouter';
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
    <AppRouter>
      <App />
    </AppRouter>
  </StrictMode>,
);
