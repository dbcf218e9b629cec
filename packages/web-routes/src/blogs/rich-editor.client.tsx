import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BlogImageUpload } from "./blog-image-upload";

// The rich-text editor (TipTap 2 over ProseMirror), loaded only by the editor pages (blogs/add and …/edit,
// events/add and …/edit) through a dynamic import, so no other page carries it. It edits only what the api's
// allow-list keeps and writes its HTML into the form's textarea; the api sanitises it again. A blog (the blog
// allow-list) has h2/h3 and our blog images; an event description (the plain rich-text allow-list) has neither.

export type TRichEditorProps = {
  initialHtml: string;
  textareaId: string;
  labelId: string;
  hintId: string;
  /** "blog": headings and blog images too; "text": paragraphs, bold, italic, lists, quotes, links */
  variant?: "blog" | "text";
  testId?: string;
};

function ToolbarButton({ editor, label, active, onClick, testId }: { editor: Editor; label: string; active?: boolean; onClick(): void; testId?: string }) {
  return (
    <button
      type="button"
      className="wr-rte__button"
      aria-pressed={active === undefined ? undefined : active}
      onClick={() => {
        onClick();
        editor.commands.focus();
      }}
      data-testid={testId}
    >
      {label}
    </button>
  );
}

export default function RichEditor({ initialHtml, textareaId, labelId, hintId, variant = "blog", testId = "blog-editor" }: TRichEditorProps) {
  const { t } = useTranslation("blog");
  const blog = variant === "blog";
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: blog ? { levels: [2, 3] } : false, code: false, codeBlock: false, horizontalRule: false, strike: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ["mailto", "tel"], HTMLAttributes: { rel: "nofollow ugc noopener", target: null } }),
      ...(blog ? [Image.configure({ inline: false, allowBase64: false })] : []),
    ],
    content: initialHtml,
    editorProps: {
      attributes: { class: "wr-rte__content", role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId, "aria-describedby": hintId, "data-testid": testId },
    },
    onUpdate: ({ editor: current }) => {
      const textarea = document.getElementById(textareaId) as HTMLTextAreaElement | null;
      if (textarea) textarea.value = current.isEmpty ? "" : current.getHTML();
    },
  });
  useEffect(() => () => editor?.destroy(), [editor]);
  if (!editor) return <p className="wr-rte__loading">{t("editor.loading_editor")}</p>;
  const setLink = () => {
    const previous = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt(t("editor.link_prompt"), previous ?? "https://");
    if (href === null) return;
    if (href.trim() === "" || href.trim() === "https://") editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div className="wr-rte" data-testid={blog ? "blog-rich-editor" : "rich-editor"}>
      <div className="wr-rte__toolbar" role="toolbar" aria-label={t("editor.toolbar")}>
        <ToolbarButton editor={editor} label={t("editor.bold")} active={editor.isActive("bold")} onClick={() => editor.chain().toggleBold().run()} testId="rte-bold" />
        <ToolbarButton editor={editor} label={t("editor.italic")} active={editor.isActive("italic")} onClick={() => editor.chain().toggleItalic().run()} />
        {blog ? (
          <>
            <ToolbarButton editor={editor} label={t("editor.h2")} active={editor.isActive("heading", { level: 2 })} onClick={() => editor.chain().toggleHeading({ level: 2 }).run()} testId="rte-h2" />
            <ToolbarButton editor={editor} label={t("editor.h3")} active={editor.isActive("heading", { level: 3 })} onClick={() => editor.chain().toggleHeading({ level: 3 }).run()} />
          </>
        ) : null}
        <ToolbarButton editor={editor} label={t("editor.bullet_list")} active={editor.isActive("bulletList")} onClick={() => editor.chain().toggleBulletList().run()} />
        <ToolbarButton editor={editor} label={t("editor.ordered_list")} active={editor.isActive("orderedList")} onClick={() => editor.chain().toggleOrderedList().run()} />
        <ToolbarButton editor={editor} label={t("editor.quote")} active={editor.isActive("blockquote")} onClick={() => editor.chain().toggleBlockquote().run()} />
        <ToolbarButton editor={editor} label={t("editor.link")} active={editor.isActive("link")} onClick={setLink} />
        <ToolbarButton editor={editor} label={t("editor.undo")} onClick={() => editor.chain().undo().run()} />
        <ToolbarButton editor={editor} label={t("editor.redo")} onClick={() => editor.chain().redo().run()} />
      </div>
      <EditorContent editor={editor} />
      {blog ? (
        <BlogImageUpload
          label={t("editor.image_upload")}
          inputId="blog-inline-image"
          testId="blog-inline-upload"
          onUploaded={(mediaId) => editor.chain().focus().setImage({ src: `/api/v2/blogs/media/${mediaId}/full`, alt: "" }).run()}
        />
      ) : null}
    </div>
  );
}
