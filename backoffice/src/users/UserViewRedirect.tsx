import { Navigate, useParams } from 'react-router-dom';

/** `admin/users/view/:id` (spec §2's address) opens the person's page. */
export const UserViewRedirect = () => {
  const { id } = useParams();
  return <Navigate to={`/users/${encodeURIComponent(id ?? '')}/show`} replace />;
};
