"use client";
/**
 * A menu's editor (issue 16 part 6: "menus by drag and drop"): the items as a tree, reordered
 * among their siblings by dragging, or with the up and down buttons from the keyboard; each
 * item's names, tag and visibility edited in place, its link as JSON-free fields. New items and
 * deeper changes (type, display link) are in the item's JSON. The store checks the menu (four
 * levels, unique codes, each type's link) on save.
 */
import { useState } from "react";
import { JsonField } from "./json-field";
import styles from "./ops.module.css";
import { editNode, editSiblings, moveItem } from "./tree-edits";

export interface MenuDraftItem {
  code: string;
  name: { en: string; zh: string };
  type: string;
  visible?: boolean;
  children: MenuDraftItem[];
  [key: string]: unknown;
}

export interface MenuDraft {
  items: MenuDraftItem[];
}

type Path = readonly number[];
const samePath = (a: Path | null, b: Path) => a !== null && a.join(".") === b.join(".");
const sameParent = (a: Path, b: Path) =>
  a.length === b.length && a.slice(0, -1).join(".") === b.slice(0, -1).join(".");

function MenuItems(props: {
  items: MenuDraftItem[];
  parent: Path;
  dragged: Path | null;
  setDragged: (path: Path | null) => void;
  onMove: (parent: Path, from: number, to: number) => void;
  onEdit: (path: Path, edit: (item: MenuDraftItem) => MenuDraftItem) => void;
}) {
  const [over, setOver] = useState<number | null>(null);
  return (
    <ul className={styles.tree}>
      {props.items.map((item, index) => {
        const path = [...props.parent, index];
        const droppable = props.dragged !== null && sameParent(props.dragged, path);
        return (
          <li
            key={item.code}
            data-testid="ops-menu-item"
            className={`${samePath(props.dragged, path) ? styles.dragging : ""} ${over === index && droppable ? styles.dropTarget : ""}`}
            onDragOver={(event) => {
              if (!droppable) return;
              event.preventDefault();
              event.stopPropagation();
              setOver(index);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => {
              if (!droppable || !props.dragged) return;
              event.preventDefault();
              event.stopPropagation();
              props.onMove(props.parent, props.dragged[props.dragged.length - 1] ?? 0, index);
              props.setDragged(null);
              setOver(null);
            }}
          >
            <div className={styles.menuRow}>
              <span
                className={styles.handle}
                draggable
                aria-hidden="true"
                onDragStart={(event) => {
                  event.stopPropagation();
                  event.dataTransfer.setData("text/plain", item.code);
                  props.setDragged(path);
                }}
                onDragEnd={() => props.setDragged(null)}
              >
                ⠿
              </span>
              <code>{item.code}</code>
              <input
                type="text"
                aria-label={`${item.code} name (English)`}
                value={item.name.en}
                onChange={(e) =>
                  props.onEdit(path, (it) => ({ ...it, name: { ...it.name, en: e.target.value } }))
                }
              />
              <input
                type="text"
                aria-label={`${item.code} name (中文)`}
                value={item.name.zh}
                onChange={(e) =>
                  props.onEdit(path, (it) => ({ ...it, name: { ...it.name, zh: e.target.value } }))
                }
              />
              <label>
                <input
                  type="checkbox"
                  checked={item.visible !== false}
                  onChange={(e) =>
                    props.onEdit(path, (it) => ({ ...it, visible: e.target.checked }))
                  }
                />{" "}
                shown
              </label>
              <button
                type="button"
                className={styles.button}
                aria-label={`Move ${item.code} up`}
                disabled={index === 0}
                onClick={() => props.onMove(props.parent, index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.button}
                aria-label={`Move ${item.code} down`}
                disabled={index === props.items.length - 1}
                onClick={() => props.onMove(props.parent, index, index + 1)}
              >
                ↓
              </button>
            </div>
            {item.children.length > 0 ? (
              <MenuItems {...props} items={item.children} parent={path} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function MenuEditor(props: { value: MenuDraft; onChange: (value: MenuDraft) => void }) {
  const [dragged, setDragged] = useState<Path | null>(null);
  const [raw, setRaw] = useState(false);
  const items = props.value.items;
  return (
    <>
      <p>Drag an item by its handle (⠿) among its siblings, or use ↑ and ↓.</p>
      <MenuItems
        items={items}
        parent={[]}
        dragged={dragged}
        setDragged={setDragged}
        onMove={(parent, from, to) =>
          props.onChange({
            items: editSiblings(items, parent, (siblings) => moveItem(siblings, from, to)),
          })
        }
        onEdit={(path, edit) => props.onChange({ items: editNode(items, path, edit) })}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => setRaw(!raw)}>
          {raw ? "Hide the menu's JSON" : "Edit the menu as JSON (add items, types, links)"}
        </button>
      </div>
      {raw ? (
        <JsonField
          // A new field after tree edits, so it shows them.
          key={JSON.stringify(items).length}
          label="Menu (JSON)"
          value={props.value}
          rows={20}
          onChange={(value) => props.onChange(value as MenuDraft)}
        />
      ) : null}
    </>
  );
}
