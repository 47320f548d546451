import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import NotesIcon from '@mui/icons-material/Notes';
import TitleIcon from '@mui/icons-material/Title';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DefaultEditorOptions, RichTextInput, RichTextInputToolbar, useTiptapEditor, type RichTextInputProps } from 'ra-input-rich-text';
import { useEffect, useReducer, useRef, type ChangeEvent, type ReactElement } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { RICH_TEXT, UPLOAD_LIMITS } from '@hashar/common';
import { uploadImage } from '../components/ImageUploadInput';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/**
 * The one editor's extensions for what the server keeps (RICH_TEXT.tags): react-admin's
 * StarterKit with headings 2 and 3 only and links that do not open on click, and block images
 * (from our uploads — the server drops others). No colours, alignment nor highlight.
 */
const extensions = (DefaultEditorOptions.extensions ?? []).flatMap((extension) => {
  if (extension.name === 'starterKit') {
    return [extension.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })];
  }
  if (extension.name === 'image') return [extension.configure({ inline: false, resize: false })];
  return [];
});

const EDITOR_OPTIONS = { ...DefaultEditorOptions, extensions };

/**
 * The commands the toolbar runs. Their types come with the extensions' packages, which the back
 * office gets through ra-input-rich-text and does not import itself.
 */
interface Chain {
  setParagraph(): Chain;
  toggleHeading(attributes: { level: 2 | 3 }): Chain;
  toggleBold(): Chain;
  toggleItalic(): Chain;
  toggleUnderline(): Chain;
  toggleStrike(): Chain;
  toggleBulletList(): Chain;
  toggleOrderedList(): Chain;
  toggleBlockquote(): Chain;
  extendMarkRange(mark: string): Chain;
  setLink(attributes: { href: string }): Chain;
  unsetLink(): Chain;
  setImage(attributes: { src: string }): Chain;
  unsetAllMarks(): Chain;
  clearNodes(): Chain;
  run(): boolean;
}
const chain = (editor: Editor) => editor.chain().focus() as unknown as Chain;

interface Command {
  key: string;
  icon: ReactElement;
  active?(editor: Editor): boolean;
  run(editor: Editor, ask: (key: string, current: string) => string | null, pickImage: () => void): void;
}

/** The toolbar's buttons in groups: block type, marks, lists and quote, link and image, clear. */
const GROUPS: Command[][] = [
  [
    { key: 'paragraph', icon: <NotesIcon />, active: (e) => e.isActive('paragraph'), run: (e) => chain(e).setParagraph().run() },
    {
      key: 'heading2',
      icon: <TitleIcon />,
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      icon: <TitleIcon fontSize="small" />,
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    { key: 'bold', icon: <FormatBoldIcon />, active: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
    { key: 'italic', icon: <FormatItalicIcon />, active: (e) => e.isActive('italic'), run: (e) => chain(e).toggleItalic().run() },
    {
      key: 'underline',
      icon: <FormatUnderlinedIcon />,
      active: (e) => e.isActive('underline'),
      run: (e) => chain(e).toggleUnderline().run(),
    },
    {
      key: 'strike',
      icon: <FormatStrikethroughIcon />,
      active: (e) => e.isActive('strike'),
      run: (e) => chain(e).toggleStrike().run(),
    },
  ],
  [
    {
      key: 'bullet_list',
      icon: <FormatListBulletedIcon />,
      active: (e) => e.isActive('bulletList'),
      run: (e) => chain(e).toggleBulletList().run(),
    },
    {
      key: 'ordered_list',
      icon: <FormatListNumberedIcon />,
      active: (e) => e.isActive('orderedList'),
      run: (e) => chain(e).toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      icon: <FormatQuoteIcon />,
      active: (e) => e.isActive('blockquote'),
      run: (e) => chain(e).toggleBlockquote().run(),
    },
  ],
  [
    {
      key: 'link',
      icon: <InsertLinkIcon />,
      active: (e) => e.isActive('link'),
      run: (e, ask) => {
        const href = ask('link_prompt', String(e.getAttributes('link').href ?? ''));
        if (href === null) return;
        const link = chain(e).extendMarkRange('link');
        if (href.trim()) link.setLink({ href: href.trim() }).run();
        else link.unsetLink().run();
      },
    },
    {
      key: 'image',
      icon: <ImageIcon />,
      // A picture from the computer: uploaded (as a news cover: PNG or JPEG up to 1 MB), then put at the cursor.
      run: (_e, _ask, pickImage) => pickImage(),
    },
  ],
  [{ key: 'clear', icon: <FormatClearIcon />, run: (e) => chain(e).unsetAllMarks().clearNodes().run() }],
];

/** Re-renders on every change of the editor's state (the buttons show what is active at the cursor). */
function useEditorUpdates(editor: Editor | null | undefined) {
  const [, update] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return undefined;
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);
}

/** The toolbar of the body editor, in the UI language (react-admin's own buttons have no Russian nor Uzbek texts). */
const BodyToolbar = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorUpdates(editor);
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const ask = (key: string, current: string) => window.prompt(translate(`hashar.news.editor.${key}`), current);
  const pickImage = () => picker.current?.click();
  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    try {
      const src = await uploadImage(file, 'newsCover', translate);
      chain(editor).setImage({ src }).run();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const editable = !!editor?.isEditable;
  return (
    <RichTextInputToolbar>
      <input
        ref={picker}
        type="file"
        accept={UPLOAD_LIMITS.newsCover.types.join(',')}
        hidden
        onChange={(event) => void insertImage(event)}
        data-testid="editor-image-file"
      />
      {GROUPS.map((group) => (
        <ToggleButtonGroup key={group[0]!.key} size="small">
          {group.map((command) => {
            const label = translate(`hashar.news.editor.${command.key}`);
            return (
              <ToggleButton
                key={command.key}
                value={command.key}
                aria-label={label}
                title={label}
                disabled={!editable}
                selected={!!editor && !!command.active?.(editor)}
                onClick={() => editor && command.run(editor, ask, pickImage)}
                data-testid={`editor-${command.key}`}
              >
                {command.icon}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      ))}
    </RichTextInputToolbar>
  );
};

/** Validates the body's length as the API does (RICH_TEXT.maxLength characters of HTML). */
const bodyLength = (value: unknown) =>
  typeof value === 'string' && value.length > RICH_TEXT.maxLength
    ? { message: 'ra.validation.maxLength', args: { max: RICH_TEXT.maxLength } }
    : undefined;

/**
 * A rich-text body (news, publications): react-admin's tiptap input — the same engine as the
 * public site's editor — with a toolbar of what the server's sanitiser keeps.
 */
export const RichTextBody = ({ validate, ...props }: RichTextInputProps) => (
  <RichTextInput
    {...props}
    validate={[bodyLength, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])]}
    editorOptions={EDITOR_OPTIONS}
    toolbar={<BodyToolbar />}
    fullWidth
  />
);
