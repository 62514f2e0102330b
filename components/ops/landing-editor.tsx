"use client";
/**
 * A landing page's editor (issue 16 part 6: "pages from blocks with a rich-text editor"): the
 * title, and the blocks in order, each added, removed and moved (drag and drop, or the up and
 * down buttons from the keyboard), with fields per block type: bilingual texts side by side,
 * rich text in Tiptap, the rarer parts (links, slides, grid items) as JSON. The store checks
 * the whole body on save (lib/domain/content/blocks.ts).
 */
import { useState, type ReactNode } from "react";
import { JsonField } from "./json-field";
import { MediaUpload } from "./media-upload";
import styles from "./ops.module.css";
import { RichTextEditor } from "./rich-text-editor";
import { moveItem } from "./tree-edits";

type Text = { en: string; zh: string };
export type Block = { type: string } & Record<string, unknown>;
export interface LandingDraft {
  title: Text;
  blocks: Block[];
}

const IMAGE = {
  src: "/images/content/hero-trail.svg",
  width: 1600,
  height: 600,
  alt: { en: "", zh: "" },
};

/** A new block of each type, valid but for the texts an editor fills in. */
const NEW_BLOCKS: Record<string, () => Block> = {
  banner: () => ({ type: "banner", image: { ...IMAGE }, title: { en: "", zh: "" } }),
  richText: () => ({ type: "richText", html: { en: "", zh: "" } }),
  productRail: () => ({
    type: "productRail",
    title: { en: "", zh: "" },
    source: { categoryPath: "new-in" },
    limit: 8,
  }),
  countdown: () => ({
    type: "countdown",
    title: { en: "", zh: "" },
    endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  }),
  carousel: () => ({ type: "carousel", autoplayMs: 5000, slides: [{ image: { ...IMAGE } }] }),
  imageGrid: () => ({ type: "imageGrid", columns: 3, items: [{ image: { ...IMAGE } }] }),
  video: () => ({ type: "video", src: "https://", title: { en: "", zh: "" } }),
};

function TextPair(props: { label: string; value: unknown; onChange: (value: Text) => void }) {
  const value = (props.value as Text | undefined) ?? { en: "", zh: "" };
  return (
    <fieldset className={styles.pair}>
      <legend>{props.label}</legend>
      <label className={styles.field}>
        English
        <input
          aria-label={`${props.label} (English)`}
          value={value.en}
          onChange={(event) => props.onChange({ ...value, en: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        中文
        <input
          aria-label={`${props.label} (中文)`}
          value={value.zh}
          onChange={(event) => props.onChange({ ...value, zh: event.target.value })}
        />
      </label>
    </fieldset>
  );
}

function BlockFields(props: { block: Block; onChange: (block: Block) => void }) {
  const { block } = props;
  const set = (key: string) => (value: unknown) => {
    const next = { ...block, [key]: value };
    if (value === undefined) delete next[key];
    props.onChange(next);
  };
  switch (block.type) {
    case "banner": {
      const image = block.image as typeof IMAGE;
      return (
        <>
          <TextPair label="Title" value={block.title} onChange={set("title")} />
          <TextPair label="Text" value={block.text} onChange={set("text")} />
          <label className={styles.field}>
            Image (site path or https)
            <input
              value={image.src}
              onChange={(e) => set("image")({ ...image, src: e.target.value })}
            />
          </label>
          <div className={styles.pair}>
            <label className={styles.field}>
              Width
              <input
                type="number"
                value={image.width}
                onChange={(e) => set("image")({ ...image, width: Number(e.target.value) })}
              />
            </label>
            <label className={styles.field}>
              Height
              <input
                type="number"
                value={image.height}
                onChange={(e) => set("image")({ ...image, height: Number(e.target.value) })}
              />
            </label>
          </div>
          <MediaUpload
            label="Upload an image"
            onUploaded={(uploaded) => set("image")({ ...image, ...uploaded })}
          />
          <TextPair
            label="Image text"
            value={image.alt}
            onChange={(alt) => set("image")({ ...image, alt })}
          />
          <JsonField
            label="Link (JSON, optional)"
            value={block.link}
            onChange={set("link")}
            optional
          />
        </>
      );
    }
    case "richText": {
      const html = block.html as Text;
      return (
        <div className={styles.pair}>
          <RichTextEditor
            label="Text (English)"
            value={html.en}
            onChange={(en) => set("html")({ ...html, en })}
          />
          <RichTextEditor
            label="Text (中文)"
            value={html.zh}
            onChange={(zh) => set("html")({ ...html, zh })}
          />
        </div>
      );
    }
    case "productRail":
      return (
        <>
          <TextPair label="Title" value={block.title} onChange={set("title")} />
          <JsonField
            label='Products (JSON: {"categoryPath": "..."} or {"productCodes": [...]})'
            value={block.source}
            onChange={set("source")}
            rows={2}
          />
          <label className={styles.field}>
            How many
            <input
              type="number"
              value={Number(block.limit ?? 8)}
              onChange={(e) => set("limit")(Number(e.target.value))}
            />
          </label>
        </>
      );
    case "countdown":
      return (
        <>
          <TextPair label="Title" value={block.title} onChange={set("title")} />
          <label className={styles.field}>
            Ends at (ISO time with offset, e.g. 2027-03-31T23:59:00+08:00)
            <input
              value={String(block.endsAt ?? "")}
              onChange={(e) => set("endsAt")(e.target.value)}
            />
          </label>
          <JsonField
            label="Link (JSON, optional)"
            value={block.link}
            onChange={set("link")}
            optional
          />
        </>
      );
    default: {
      const { type, ...rest } = block;
      return (
        <JsonField
          label={`${type} block (JSON)`}
          value={rest}
          rows={10}
          onChange={(value) => props.onChange({ ...(value as Record<string, unknown>), type })}
        />
      );
    }
  }
}

export function LandingEditor(props: {
  value: LandingDraft;
  onChange: (value: LandingDraft) => void;
}) {
  const { value } = props;
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [newType, setNewType] = useState("banner");
  // Blocks have no id of their own: these keep each block's editors (Tiptap, JSON text) with
  // the block when it moves, changed in step with the blocks.
  const [ids, setIds] = useState(() => value.blocks.map((_, index) => index));
  const [nextId, setNextId] = useState(value.blocks.length);
  const setBlocks = (blocks: Block[]) => props.onChange({ ...value, blocks });
  const move = (from: number, to: number) => {
    setIds(moveItem(ids, from, to));
    setBlocks(moveItem(value.blocks, from, to));
  };
  const cards: ReactNode[] = value.blocks.map((block, index) => (
    <li
      key={ids[index] ?? `new-${index}`}
      className={`${styles.card} ${dragged === index ? styles.dragging : ""} ${over === index ? styles.dropTarget : ""}`}
      data-testid="ops-block"
      onDragOver={(event) => {
        if (dragged === null) return;
        event.preventDefault();
        setOver(index);
      }}
      onDragLeave={() => setOver(null)}
      onDrop={(event) => {
        event.preventDefault();
        if (dragged !== null) move(dragged, index);
        setDragged(null);
        setOver(null);
      }}
    >
      <div className={styles.cardHead}>
        <span
          className={styles.handle}
          draggable
          aria-hidden="true"
          onDragStart={() => setDragged(index)}
          onDragEnd={() => setDragged(null)}
        >
          ⠿
        </span>
        <strong>
          {index + 1}. {block.type}
        </strong>
        <button
          type="button"
          className={styles.button}
          aria-label={`Move block ${index + 1} up`}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={`Move block ${index + 1} down`}
          disabled={index === value.blocks.length - 1}
          onClick={() => move(index, index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={`Remove block ${index + 1}`}
          onClick={() => {
            setIds(ids.filter((_, i) => i !== index));
            setBlocks(value.blocks.filter((_, i) => i !== index));
          }}
        >
          Remove
        </button>
      </div>
      <BlockFields
        block={block}
        onChange={(next) => setBlocks(value.blocks.map((b, i) => (i === index ? next : b)))}
      />
    </li>
  ));
  return (
    <>
      <TextPair
        label="Page title"
        value={value.title}
        onChange={(title) => props.onChange({ ...value, title })}
      />
      <h2>Blocks</h2>
      <ol className={styles.tree}>{cards}</ol>
      <div className={styles.actions}>
        <label className={styles.field}>
          New block
          <select value={newType} onChange={(event) => setNewType(event.target.value)}>
            {Object.keys(NEW_BLOCKS).map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setIds([...ids, nextId]);
            setNextId(nextId + 1);
            setBlocks([...value.blocks, NEW_BLOCKS[newType]!()]);
          }}
        >
          Add block
        </button>
      </div>
    </>
  );
}
