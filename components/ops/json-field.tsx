"use client";
/**
 * A JSON text field for the parts without fields of their own (a link, a carousel's slides, a
 * whole body of the kinds without an editor yet). It hands on only text that parses; the store
 * then checks the shape and answers each fault with its path.
 */
import { useState } from "react";
import styles from "./ops.module.css";

export function JsonField(props: {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  rows?: number;
  /** An empty field means "none" (an optional part): hands on undefined. */
  optional?: boolean;
}) {
  const [text, setText] = useState(() =>
    props.value === undefined ? "" : JSON.stringify(props.value, null, 2),
  );
  const [fault, setFault] = useState<string | null>(null);
  return (
    <label className={styles.field}>
      {props.label}
      <textarea
        rows={props.rows ?? 4}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (props.optional && next.trim() === "") {
            setFault(null);
            props.onChange(undefined);
            return;
          }
          try {
            props.onChange(JSON.parse(next));
            setFault(null);
          } catch (error) {
            setFault(error instanceof Error ? error.message : "not JSON");
          }
        }}
      />
      {fault ? <span className={styles.error}>Not JSON yet: {fault}</span> : null}
    </label>
  );
}
