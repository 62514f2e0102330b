"use client";
/**
 * A rich-text field (Tiptap, StarterKit: headings, paragraphs, lists, emphasis, links). Its HTML
 * goes to the store as typed; the store sanitises it on save (lib/domain/content/rich-text.ts),
 * so whatever an editor pastes, a script never reaches a page.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import styles from "./ops.module.css";

export function RichTextEditor(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: props.value,
    // Rendered on the server too: the editor mounts in the browser only.
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": props.label, role: "textbox" } },
    onUpdate: ({ editor: current }) => props.onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const tool = (label: string, pressed: boolean | undefined, run: () => void) => (
    <button
      type="button"
      className={styles.button}
      aria-pressed={pressed ?? false}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.field}>
      <span>{props.label}</span>
      <div className={styles.richText}>
        <div className={styles.toolbar} role="toolbar" aria-label={`${props.label} formatting`}>
          {tool("B", active?.bold, () => chain()?.toggleBold().run())}
          {tool("I", active?.italic, () => chain()?.toggleItalic().run())}
          {tool("H2", active?.h2, () => chain()?.toggleHeading({ level: 2 }).run())}
          {tool("• List", active?.bullet, () => chain()?.toggleBulletList().run())}
          {tool("1. List", active?.ordered, () => chain()?.toggleOrderedList().run())}
          {tool("Link", undefined, () => {
            const href = window.prompt("Link address (/path, https://, mailto:, tel:)");
            if (href === null) return;
            if (href === "") chain()?.unsetLink().run();
            else chain()?.setLink({ href }).run();
          })}
        </div>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
