import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';

/** What a dialog's own buttons call: close() ends it as Escape does (onClose follows). */
export interface DialogHandle {
  close(): void;
}

interface DialogProps {
  /** Extra class names after `dialog` (the box's own layout). */
  className?: string;
  labelledBy: string;
  describedBy?: string;
  testId?: string;
  /** Called once the dialog closed (Escape, a close button); the parent then unmounts it. */
  onClose: () => void;
  handle?: Ref<DialogHandle>;
  children: ReactNode;
}

/**
 * The site's one modal dialog: a native <dialog> opened with showModal(), so it sits in the top
 * layer, the page behind it is inert, Escape closes it, and focus goes back to where it was when it
 * ends. The <dialog> itself is the full-screen dimmed layer and the box sits inside it: Chromium
 * paints a ::backdrop under the fixed sticky header, which then stayed bright on phones.
 */
export function Dialog({ className, labelledBy, describedBy, testId, onClose, handle, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useImperativeHandle(handle, () => ({ close: () => ref.current?.close() }), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog-layer"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      // A dialog opened inside this one (its DOM child) closes on its own: only this one's events end this one.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        // Escape always closes the innermost dialog, even where the browser would swallow it (no recent user gesture).
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        ref.current?.close();
      }}
      // A tap on the dimmed layer around the box closes it too.
      onClick={(event) => event.target === event.currentTarget && ref.current?.close()}
    >
      <div className={className ? `dialog ${className}` : 'dialog'}>{children}</div>
    </dialog>
  );
}
