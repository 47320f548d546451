import { BulkDeleteButton } from 'react-admin';

/**
 * Bulk delete with a confirmation and no undo: the API refuses records still in use (409),
 * and its message should come at once, not after the rows vanished and came back.
 */
export const confirmedBulkDelete = <BulkDeleteButton mutationMode="pessimistic" />;
