import type { AuthoredCourse } from '@hashar/common';
import { useState, type ReactNode } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert } from '../../components/forms';
import { actionFailure } from '../../hooks/useAction';
import { useI18n } from '../../i18n';

/** The words of one editor (lessons or questions), already in the page's language. */
export interface ItemsEditorLabels {
  title: string;
  lead?: string;
  empty: string;
  add: string;
  new: string;
  edit: string;
  delete: string;
  editTitle: (n: number) => string;
  confirmDelete: (name: string) => string;
  /** The arrows' names (given only where the items have an order the author changes). */
  up?: (name: string) => string;
  down?: (name: string) => string;
}

interface ItemsEditorProps<T extends { id: number }> {
  /** Names its test ids: `<kind>-item`, `<kind>-edit`, `<kind>-delete`, `<kind>-add`, `<kind>-up`, `<kind>-down`. */
  kind: string;
  /** The section's test id and the prefix of its heading's and error's ids. */
  testId: string;
  labels: ItemsEditorLabels;
  items: readonly T[];
  /** An item's name (for the buttons' labels) and what its row shows. */
  describe: (item: T, index: number) => { name: string; summary: ReactNode };
  /** The item's form (null: a new one); `done` closes it after a save. */
  form: (item: T | null, done: () => void) => ReactNode;
  /** Moves an item one place (given where the order is the author's). */
  move?: (item: T, direction: 'up' | 'down') => Promise<AuthoredCourse>;
  remove: (item: T) => Promise<AuthoredCourse>;
  onChange: (course: AuthoredCourse) => void;
}

/**
 * A course's list of items (its lessons, its quiz's questions): each row with its summary,
 * arrows where the order matters, edit in place and delete after a question; an add button
 * opening the empty form under the list. Every change answers the whole course.
 */
export function ItemsEditor<T extends { id: number }>({
  kind,
  testId,
  labels,
  items,
  describe,
  form,
  move,
  remove,
  onChange,
}: ItemsEditorProps<T>) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = () => setEditing(null);

  const act = async (work: () => Promise<AuthoredCourse>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await work());
    } catch (err) {
      setError(actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };

  const arrow = (item: T, index: number, name: string, direction: 'up' | 'down') => {
    const label = direction === 'up' ? labels.up : labels.down;
    if (!move || !label) return null;
    return (
      <button
        type="button"
        className="btn btn--small btn--secondary"
        aria-label={label(name)}
        disabled={busy || (direction === 'up' ? index === 0 : index === items.length - 1)}
        data-testid={`${kind}-${direction}`}
        onClick={() => void act(() => move(item, direction))}
      >
        {direction === 'up' ? '↑' : '↓'}
      </button>
    );
  };

  return (
    <section className="course-editor" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{labels.title}</h2>
      {labels.lead ? <p className="muted">{labels.lead}</p> : null}
      {error ? (
        <FormAlert tone="error" testId={`${testId}-error`}>
          {error}
        </FormAlert>
      ) : null}
      {items.length === 0 ? <p className="muted">{labels.empty}</p> : null}
      <ol className="course-items">
        {items.map((item, index) => {
          const { name, summary } = describe(item, index);
          return (
            <li key={item.id} className="course-item" data-testid={`${kind}-item`} data-id={item.id}>
              {editing === item.id ? (
                <>
                  <h3>{labels.editTitle(index + 1)}</h3>
                  {form(item, done)}
                </>
              ) : (
                <div className="course-item__row">
                  {summary}
                  <div className="course-item__actions">
                    {arrow(item, index, name, 'up')}
                    {arrow(item, index, name, 'down')}
                    <button
                      type="button"
                      className="btn btn--small btn--secondary"
                      disabled={busy}
                      data-testid={`${kind}-edit`}
                      onClick={() => setEditing(item.id)}
                    >
                      {labels.edit}
                    </button>
                    <ConfirmButton
                      label={labels.delete}
                      question={labels.confirmDelete(name)}
                      busy={busy}
                      danger
                      testId={`${kind}-delete`}
                      onConfirm={() => void act(() => remove(item))}
                    />
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {editing === 'new' ? (
        <div className="course-item">
          <h3>{labels.new}</h3>
          {form(null, done)}
        </div>
      ) : (
        <button type="button" className="btn btn--secondary" data-testid={`${kind}-add`} onClick={() => setEditing('new')}>
          {labels.add}
        </button>
      )}
    </section>
  );
}
