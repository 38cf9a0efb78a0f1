import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { buttonClasses } from "#web/ui/button-link.tsx";

// Loaded only where it is shown (React.lazy): the ad editor's step 2 and the backoffice's content
// forms. TipTap and ProseMirror stay out of every public page's JavaScript.

export interface RichTextEditorProps {
  id: string;
  label: string;
  hint?: string;
  /** HTML as stored; read once when the editor starts. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  error?: string;
  /** Gets `{ focus }` (react-hook-form focuses the first invalid field through it). */
  focusRef?(handle: { focus(): void } | null): void;
  /**
   * "ad" (default): what the ad's allow-list keeps. "content" (staff's pages, blog, FAQ):
   * also headings (h2, h3), quotes and links to paths of this site ("/kontakt").
   */
  variant?: "ad" | "content";
  /** The language of the text when it is not German (a translation of the ad): its `lang`. */
  lang?: string;
}

/** Only what the server's allow-list keeps: paragraphs, bold, italic, lists, links. */
function extensions(variant: "ad" | "content") {
  const content = variant === "content";
  return [
    StarterKit.configure({
      heading: content ? { levels: [2, 3] } : false,
      blockquote: content ? {} : false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        isAllowedUri: (url) => SAFE_LINK.test(url) || (content && SITE_PATH.test(url)),
        // The server sets rel and target (own paths open in the same tab).
        HTMLAttributes: content
          ? { rel: null, target: null }
          : { rel: "nofollow noopener", target: "_blank" },
      },
    }),
  ];
}

const SAFE_LINK = /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i;
/** A path on this site, as the server's content allow-list keeps it. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * "www.example.de/jobs" → "https://www.example.de/jobs"; with `sitePaths`, "/kontakt" stays a
 * path of this site; null when it cannot be a link.
 */
function normaliseLink(text: string, sitePaths = false): string | null {
  const raw = text.trim();
  if (raw === "") return null;
  if (sitePaths && SITE_PATH.test(raw)) return raw;
  let href = raw;
  if (/^[^\s@/:]+@[^\s@]+\.[^\s@]+$/.test(raw)) href = `mailto:${raw}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) href = `https://${raw}`;
  return SAFE_LINK.test(href) ? href : null;
}

const LINK_ERROR =
  "Bitte eine vollständige Webadresse (z. B. https://www.example.de) oder E-Mail-Adresse angeben.";
const CONTENT_LINK_ERROR =
  "Bitte eine vollständige Webadresse (z. B. https://www.example.de), eine E-Mail-Adresse oder einen Pfad dieser Website (z. B. /kontakt) angeben.";

type Tool =
  | "heading2"
  | "heading3"
  | "blockquote"
  | "bold"
  | "italic"
  | "bulletList"
  | "orderedList"
  | "link";

const CONTENT_TOOLS: { key: Tool; label: string; keys?: string; icon: ReactNode }[] = [
  {
    key: "heading2",
    label: "Zwischenüberschrift",
    keys: "Control+Alt+2",
    icon: <span className="text-sm font-black">H2</span>,
  },
  {
    key: "heading3",
    label: "Unterüberschrift",
    keys: "Control+Alt+3",
    icon: <span className="text-sm font-bold">H3</span>,
  },
  {
    key: "blockquote",
    label: "Zitat",
    keys: "Control+Shift+B",
    icon: <span className="font-serif text-2xl leading-none">„</span>,
  },
];

const TOOLS: { key: Tool; label: string; keys?: string; icon: ReactNode }[] = [
  { key: "bold", label: "Fett", keys: "Control+B", icon: <span className="font-black">F</span> },
  {
    key: "italic",
    label: "Kursiv",
    keys: "Control+I",
    icon: <span className="font-serif text-lg italic">K</span>,
  },
  {
    key: "bulletList",
    label: "Aufzählung",
    keys: "Control+Shift+8",
    icon: (
      <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        <circle cx="4" cy="5" r="1.6" />
        <circle cx="4" cy="10" r="1.6" />
        <circle cx="4" cy="15" r="1.6" />
        <rect x="8" y="4" width="10" height="2" rx="1" />
        <rect x="8" y="9" width="10" height="2" rx="1" />
        <rect x="8" y="14" width="10" height="2" rx="1" />
      </svg>
    ),
  },
  {
    key: "orderedList",
    label: "Nummerierte Liste",
    keys: "Control+Shift+7",
    icon: (
      <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        <text x="1" y="7" fontSize="6" fontWeight="700">
          1
        </text>
        <text x="1" y="12.5" fontSize="6" fontWeight="700">
          2
        </text>
        <text x="1" y="18" fontSize="6" fontWeight="700">
          3
        </text>
        <rect x="8" y="4" width="10" height="2" rx="1" />
        <rect x="8" y="9" width="10" height="2" rx="1" />
        <rect x="8" y="14" width="10" height="2" rx="1" />
      </svg>
    ),
  },
  {
    key: "link",
    label: "Link",
    icon: (
      <svg
        viewBox="0 0 20 20"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5L9.8 5.2" />
        <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1.2-1.2" />
      </svg>
    ),
  },
];

function run(editor: Editor, tool: Exclude<Tool, "link">) {
  const chain = editor.chain().focus();
  if (tool === "heading2") chain.toggleHeading({ level: 2 }).run();
  else if (tool === "heading3") chain.toggleHeading({ level: 3 }).run();
  else if (tool === "blockquote") chain.toggleBlockquote().run();
  else if (tool === "bold") chain.toggleBold().run();
  else if (tool === "italic") chain.toggleItalic().run();
  else if (tool === "bulletList") chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/**
 * One rich-text block of the ad (docs/product.md: bold, italic, lists, links; no headings).
 * A labelled toolbar (arrow keys move between its buttons, each says with aria-pressed whether
 * its format is on) and an editable region named by the field's label. Tab always leaves the
 * text (never a keyboard trap); Ctrl+B, Ctrl+I, Ctrl+Shift+7/8 format while typing.
 */
export default function RichTextEditor({
  id,
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  variant = "ad",
  lang,
}: RichTextEditorProps) {
  const tools = useMemo(
    () => (variant === "content" ? [...CONTENT_TOOLS, ...TOOLS] : TOOLS),
    [variant],
  );
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  const changed = useRef(onChange);
  const blurred = useRef(onBlur);
  useEffect(() => {
    changed.current = onChange;
    blurred.current = onBlur;
  });

  const attributes = useMemo(
    () => ({
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(error ? { "aria-invalid": "true" } : {}),
      ...(lang ? { lang } : {}),
      // The page's focus outline (app.css) drawn inside the box, which clips anything outside.
      style: "outline-offset: -3px",
      class:
        "prose-ww min-h-40 max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words px-4 py-3 text-base text-ink outline-none",
    }),
    [id, labelId, describedBy, error, lang],
  );

  const editor = useEditor({
    extensions: extensions(variant),
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes,
      handleDOMEvents: {
        // Tab moves on to the next control (lists are not indented with it).
        keydown: (_view, event) => event.key === "Tab" && !event.ctrlKey && !event.metaKey,
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => blurred.current?.(),
  });

  // Name, description and validity of the editable region follow the field.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes },
    });
  }, [editor, attributes]);

  useEffect(() => {
    if (!focusRef) return;
    focusRef(editor ? { focus: () => editor.commands.focus() } : null);
    return () => focusRef(null);
  }, [editor, focusRef]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            heading2: current.isActive("heading", { level: 2 }),
            heading3: current.isActive("heading", { level: 3 }),
            blockquote: current.isActive("blockquote"),
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            link: current.isActive("link"),
          }
        : null,
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === "ArrowRight"
        ? focused === last
          ? 0
          : focused + 1
        : event.key === "ArrowLeft"
          ? focused === 0
            ? last
            : focused - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  };

  return (
    <div>
      <p id={labelId} className="font-semibold text-moss-900">
        {label}
      </p>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-moss-700">
          {hint}
        </p>
      ) : null}
      <div
        className={`mt-2 overflow-hidden rounded-xl border bg-white shadow-sm focus-within:border-moss-600 focus-within:ring-2 focus-within:ring-moss-300 ${
          error ? "border-red-700" : "border-moss-300"
        }`}
      >
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={`Formatierung: ${label}`}
          aria-controls={id}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap gap-1 border-b border-moss-200 bg-moss-50 p-1.5"
        >
          {tools.map((tool, index) => {
            const pressed = active?.[tool.key] ?? false;
            return (
              <button
                key={tool.key}
                type="button"
                tabIndex={index === focused ? 0 : -1}
                aria-pressed={tool.key === "link" ? pressed || linkOpen : pressed}
                aria-keyshortcuts={tool.keys}
                title={
                  tool.keys ? `${tool.label} (${tool.keys.replace("Control", "Strg")})` : tool.label
                }
                // Clicking keeps the text selection in the editor.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setFocused(index)}
                onClick={() => {
                  if (!editor) return;
                  if (tool.key === "link") setLinkOpen((open) => !open);
                  else run(editor, tool.key);
                }}
                className={`flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-moss-900 transition-colors ${
                  (tool.key === "link" ? pressed || linkOpen : pressed)
                    ? "bg-moss-700 text-white"
                    : "hover:bg-moss-100"
                }`}
              >
                {tool.icon}
                <span className="sr-only">{tool.label}</span>
              </button>
            );
          })}
        </div>
        {linkOpen && editor ? (
          <LinkForm
            editor={editor}
            fieldLabel={label}
            sitePaths={variant === "content"}
            onDone={() => {
              setLinkOpen(false);
              editor.commands.focus();
            }}
          />
        ) : null}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="min-h-40 px-4 py-3" aria-hidden="true" />
        )}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Sets, changes or removes the link at the selection; a bare address becomes its own text. */
function LinkForm({
  editor,
  fieldLabel,
  sitePaths,
  onDone,
}: {
  editor: Editor;
  fieldLabel: string;
  sitePaths: boolean;
  onDone(): void;
}) {
  const id = useId();
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [text, setText] = useState(current.replace(/^mailto:/, ""));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const href = normaliseLink(text, sitePaths);
    if (!href) {
      setError(sitePaths ? CONTENT_LINK_ERROR : LINK_ERROR);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain
        .insertContent({
          type: "text",
          text: href.replace(/^mailto:/, ""),
          marks: [{ type: "link", attrs: { href } }],
        })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onDone();
  };

  return (
    <div
      role="group"
      aria-label={`Link bearbeiten: ${fieldLabel}`}
      className="flex flex-col gap-2 border-b border-moss-200 bg-moss-50 p-3 sm:flex-row sm:items-end"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-semibold text-moss-900">
          Linkadresse
        </label>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://www.example.de"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
          }}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink focus:border-moss-600 focus:outline-none focus:ring-2 focus:ring-moss-300 ${
            error ? "border-red-700" : "border-moss-300"
          }`}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses("primary", "min-h-10 px-4 text-sm")}
          onClick={apply}
        >
          Übernehmen
        </button>
        {current ? (
          <button
            type="button"
            className={buttonClasses("secondary", "min-h-10 px-4 text-sm")}
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          >
            Link entfernen
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClasses("ghost", "min-h-10 px-4 text-sm")}
          onClick={onDone}
        >
          Abbrechen
        </button>
      </div>
    </div>
  );
}
