import { RICH_TEXT } from '@hashar/common';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FieldMessages, describedBy } from './forms';
import { useI18n } from '../i18n';
import type { OrganizerUpload } from './upload/useOrganizerUpload';
import { acceptAttribute } from './upload/fileCheck';
import './richTextEditor.css';

/** Link schemes the editor's link prompt accepts (the sanitiser keeps RICH_TEXT.linkSchemes). */
const LINK_SCHEMES = ['http:', 'https:', 'mailto:'];

/** A URL the link prompt accepts: http(s) or mailto, parsed; a bare domain gets https://. */
export function linkHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (!LINK_SCHEMES.includes(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The one rich-text format's extensions: exactly the tags of RICH_TEXT (p, br, h2–h4, strong, em,
 * u, s, blockquote, lists, a, img, hr, code, pre), links with the sanitiser's rel and target.
 */
function extensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        defaultProtocol: 'https',
        HTMLAttributes: { rel: RICH_TEXT.linkRel, target: '_blank', class: null },
        isAllowedUri: (url) => linkHref(url) !== null,
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}

interface RichTextEditorProps {
  id: string;
  label: ReactNode;
  /** HTML ('' when empty), read when the editor is made: remount it (a `key`) to show another text. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The photo upload the image button uses (none: no image button). */
  imageUpload?: OrganizerUpload;
}

type Mark = 'bold' | 'italic' | 'underline';

/** The toolbar's pressed states, read from the editor on every change. */
function useActive(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/** One toolbar button: labelled (the icon is a letter or a sign), pressed state for toggles. */
function ToolButton(props: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="rte__button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onMouseDown={(event) => event.preventDefault()} // keep the editor's selection on click
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.children}</span>
    </button>
  );
}

/** The link prompt under the toolbar: a labelled URL input, apply, remove and cancel. */
function LinkPrompt({ editor, id, onClose }: { editor: Editor; id: string; onClose: () => void }) {
  const { t } = useI18n();
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = linkHref(url);
    if (!href) return setError(t('publish.editor.linkInvalid'));
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    else chain.setLink({ href });
    chain.run();
    onClose();
  };
  return (
    <div className="rte__prompt" role="group" aria-label={t('publish.editor.link')}>
      <label className="field__label" htmlFor={`${id}-link`}>
        {t('publish.editor.linkUrl')}
      </label>
      <input
        ref={input}
        id={`${id}-link`}
        className="field__input"
        type="url"
        inputMode="url"
        value={url}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-link-error` : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      />
      {error ? (
        <p id={`${id}-link-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="rte__prompt-actions">
        <button type="button" className="btn btn--primary btn--small" onClick={apply}>
          {t('publish.editor.linkApply')}
        </button>
        {editor.isActive('link') ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('publish.editor.linkRemove')}
          </button>
        ) : null}
        <button type="button" className="btn btn--link btn--small" onClick={close}>
          {t('publish.editor.cancel')}
        </button>
      </div>
    </div>
  );
}

function Toolbar({ editor, id, imageUpload }: { editor: Editor; id: string; imageUpload?: OrganizerUpload }) {
  const { t } = useI18n();
  const active = useActive(editor);
  const [linking, setLinking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();
  const mark = (name: Mark) => () =>
    run((c) => (name === 'bold' ? c.toggleBold() : name === 'italic' ? c.toggleItalic() : c.toggleUnderline()));
  return (
    <>
      <div className="rte__toolbar" role="toolbar" aria-label={t('publish.editor.toolbar')} aria-controls={id}>
        <ToolButton label={t('publish.editor.bold')} pressed={active.bold} onClick={mark('bold')}>
          <b>B</b>
        </ToolButton>
        <ToolButton label={t('publish.editor.italic')} pressed={active.italic} onClick={mark('italic')}>
          <i>I</i>
        </ToolButton>
        <ToolButton label={t('publish.editor.underline')} pressed={active.underline} onClick={mark('underline')}>
          <u>U</u>
        </ToolButton>
        <ToolButton label={t('publish.editor.h2')} pressed={active.h2} onClick={() => run((c) => c.toggleHeading({ level: 2 }))}>
          H2
        </ToolButton>
        <ToolButton label={t('publish.editor.h3')} pressed={active.h3} onClick={() => run((c) => c.toggleHeading({ level: 3 }))}>
          H3
        </ToolButton>
        <ToolButton label={t('publish.editor.bulletList')} pressed={active.bulletList} onClick={() => run((c) => c.toggleBulletList())}>
          •≡
        </ToolButton>
        <ToolButton label={t('publish.editor.orderedList')} pressed={active.orderedList} onClick={() => run((c) => c.toggleOrderedList())}>
          1≡
        </ToolButton>
        <ToolButton label={t('publish.editor.blockquote')} pressed={active.blockquote} onClick={() => run((c) => c.toggleBlockquote())}>
          “”
        </ToolButton>
        <ToolButton label={t('publish.editor.link')} pressed={active.link || linking} onClick={() => setLinking((on) => !on)}>
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path
              d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </ToolButton>
        {imageUpload ? (
          <ToolButton label={t('publish.editor.image')} disabled={imageUpload.busy} onClick={() => fileInput.current?.click()}>
            <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
              <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M3 17l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <circle cx="16" cy="9" r="1.5" fill="currentColor" />
            </svg>
          </ToolButton>
        ) : null}
        <ToolButton label={t('publish.editor.undo')} disabled={!active.canUndo} onClick={() => run((c) => c.undo())}>
          ↶
        </ToolButton>
        <ToolButton label={t('publish.editor.redo')} disabled={!active.canRedo} onClick={() => run((c) => c.redo())}>
          ↷
        </ToolButton>
      </div>
      {imageUpload ? (
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={acceptAttribute(imageUpload.limits)}
          data-testid={`${id}-image-file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void imageUpload.upload(file).then((result) => {
              if (result) editor.chain().focus().setImage({ src: result.url, alt: '' }).run();
            });
          }}
        />
      ) : null}
      {linking ? <LinkPrompt editor={editor} id={id} onClose={() => setLinking(false)} /> : null}
    </>
  );
}

/**
 * The one rich-text editor of the public site (tiptap): a labelled, keyboard-usable area with a
 * small toolbar, making only the tags the server keeps (RICH_TEXT). Load it lazily: only the
 * pages that edit import it.
 */
export default function RichTextEditor({ id, label, value, onChange, error, hint, required, imageUpload }: RichTextEditorProps) {
  const { t } = useI18n();
  const labelId = useId();
  const status = imageUpload?.busy ? t('organizer.upload.progress', { percent: Math.round(imageUpload.progress * 100) }) : undefined;
  const shownError = imageUpload?.error ?? error;
  const described = describedBy(id, { hint, status, error: shownError });
  const attributes: Record<string, string> = {
    id,
    class: 'rte__content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
    ...(shownError ? { 'aria-invalid': 'true' } : {}),
  };
  const editor = useEditor({
    extensions: extensions(),
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // Error and hint change after creation: the editable element's attributes follow (before and after it is mounted).
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
  }, [editor, attributeKey]);
  return (
    <div className={`field rte${shownError ? ' field--invalid' : ''}`}>
      <span className="field__label" id={labelId} onClick={() => editor.commands.focus()}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <div className="rte__frame">
        <Toolbar editor={editor} id={id} imageUpload={imageUpload} />
        <EditorContent editor={editor} />
      </div>
      <FieldMessages id={id} hint={hint} status={status} error={shownError} liveError={Boolean(imageUpload?.error)} />
    </div>
  );
}
