import type { ReactElement, ReactNode } from 'react';
import type { RaRecord, SortPayload, TranslateFunction } from 'react-admin';
import type { useFormatDateTime } from '../components/DateTimeField';
import type { EditableField } from './catalogue';
import type { ReasonDialogTexts } from './RejectDialog';

/** What a phone row's lines are written with. */
export interface LineTools {
  translate: TranslateFunction;
  formatDateTime: ReturnType<typeof useFormatDateTime>;
}

type Line<R> = (record: R, tools: LineTools) => ReactNode;

/**
 * One moderated content type as the one queue shows it (/admin/<resource>, /api/admin/<resource>):
 * the generic list, show and edit pages read everything that differs from here. Every queue
 * opens on what waits for moderation, searches (q), filters by moderation state and decides a
 * waiting record with Approve and Reject (a reason).
 */
export interface ModerationEntry<R extends RaRecord = RaRecord> {
  /** Filters after the search and the moderation state. */
  filters: readonly ReactElement[];
  /** The list's order: the waiting ones, oldest first. */
  sort: SortPayload;
  /** The table's columns (desktop width). */
  columns: readonly ReactElement[];
  /** The three lines of a row on a phone. */
  lines: { primary: Line<R>; secondary: Line<R>; tertiary: Line<R> };
  /** The API also decides several at once (POST /bulk): the table's selected rows get the buttons; else only /:id/approve|reject. */
  bulk: boolean;
  /** The rejection dialog's title and hint when they are not the default ones (the author reads the reason). */
  rejectTexts?: Partial<ReasonDialogTexts>;
  /** The show page's body. */
  detail: ReactElement;
  /** Its own toolbar buttons beside Approve and Reject (a public page before, state moves after). */
  actions?: { before?: ReactElement; after?: ReactElement };
  /** What an admin may correct (PUT /api/admin/<resource>/:id), in order; none: no edit page. */
  editable: readonly EditableField[];
}
