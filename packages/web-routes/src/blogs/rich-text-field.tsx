import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type { TRichEditorProps } from "./rich-editor.client";

// The editor is a separate chunk: only the editor pages render this field, and only in the browser (React.lazy).
const RichEditor = lazy(() => import("./rich-editor.client")) as unknown as ComponentType<TRichEditorProps>;

/**
 * A rich-text form field (blogs/add and …/edit, events/add and …/edit): before hydration (or without JavaScript) a
 * textarea is the editor; afterwards it is hidden and carries the TipTap editor's HTML, so the form posts the same
 * field either way. The api sanitises it with its allow-list. Pages that render it link rich-editor.css.
 */
export function RichTextField({
  id,
  name,
  label,
  hint,
  initialHtml,
  error,
  rows,
  loadingLabel,
  variant,
  textareaTestId,
  editorTestId,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  initialHtml: string;
  error?: string;
  rows: number;
  loadingLabel: string;
  variant: TRichEditorProps["variant"];
  textareaTestId: string;
  editorTestId: string;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="sr-field wr-rte-field">
      <label id={`${id}-label`} className="sr-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="sr-field__hint">
        {hint}
      </p>
      <textarea
        id={id}
        name={name}
        className="sr-input wr-rte-field__textarea"
        rows={rows}
        defaultValue={initialHtml}
        hidden={hydrated}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        data-testid={textareaTestId}
      />
      {hydrated ? (
        <Suspense fallback={<p className="wr-rte__loading">{loadingLabel}</p>}>
          <RichEditor initialHtml={initialHtml} textareaId={id} labelId={`${id}-label`} hintId={`${id}-hint`} variant={variant} testId={editorTestId} />
        </Suspense>
      ) : null}
      {error ? (
        <p className="sr-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
