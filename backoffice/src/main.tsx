import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { BASENAME } from './basename';

/*
 * The back office lives at /admin/ on the API's origin (SPA fallback on the server), so it
 * uses real paths (/admin/events/1) rather than react-admin's default hash router. The data
 * router also lets react-admin block navigation away from unsaved forms.
 */
const router = createBrowserRouter([
  { path: `${BASENAME}/*`, element: <App /> },
  { path: '*', element: <Navigate to={BASENAME} replace /> },
]);

/*
 * Router updates are applied at once, not as React transitions: an anonymous visit renders
 * react-admin's LogoutOnMount, whose redirect to /login was otherwise overtaken by the store
 * reset it triggers, so LogoutOnMount mounted again and redirected again, endlessly (blank page).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
