// The Tiptap editor behind RichTextField, in a chunk of its own (rich-text-field.tsx loads it
// lazily). StarterKit's marks and blocks, with a toolbar of the ones the shop's pages render, each
// a real button with its state (aria-pressed) so the keyboard and screen readers can use it.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import type { MessageKey } from '@pinwheel/core';
import { useTranslation } from '../../translation.ts';

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
  dir: 'ltr' | 'rtl' | undefined;
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, labelId, describedBy, invalid, value, onChange, dir } = props;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(dir ? { dir } : {}),
        class: 'rich-text__content',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value set from outside (a reload after a conflict) replaces the text; what the editor itself
  // just reported is not set back (that would move the caret).
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text__frame">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

type Command = {
  label: MessageKey;
  icon: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const commands: Command[] = [
  {
    label: 'adminKit.bold',
    icon: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'adminKit.italic',
    icon: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'adminKit.heading',
    icon: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'adminKit.subheading',
    icon: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'adminKit.bulletList',
    icon: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'adminKit.orderedList',
    icon: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'adminKit.quote',
    icon: '“',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  // Re-rendered when the selection's marks change, so aria-pressed stays true.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: commands.map((command) => command.active?.(current) ?? false),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t('adminKit.editorToolbar')}>
      {commands.map((command, index) => (
        <button
          key={command.label}
          type="button"
          className="rich-text__button"
          aria-pressed={state.active[index]}
          aria-label={t(command.label)}
          title={t(command.label)}
          onClick={() => command.run(editor)}
        >
          <span aria-hidden="true">{command.icon}</span>
        </button>
      ))}
      <button
        type="button"
        className="rich-text__button"
        aria-pressed={state.link}
        aria-label={t('adminKit.link')}
        title={t('adminKit.link')}
        onClick={() => {
          const before = (editor.getAttributes('link').href as string | undefined) ?? '';
          const href = window.prompt(t('adminKit.linkPrompt'), before);
          if (href === null) return;
          if (href.trim() === '') editor.chain().focus().unsetLink().run();
          else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
        }}
      >
        <span aria-hidden="true">🔗</span>
      </button>
      <button
        type="button"
        className="rich-text__button"
        aria-label={t('adminKit.undo')}
        title={t('adminKit.undo')}
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <span aria-hidden="true">↶</span>
      </button>
      <button
        type="button"
        className="rich-text__button"
        aria-label={t('adminKit.redo')}
        title={t('adminKit.redo')}
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
}
