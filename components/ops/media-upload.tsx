"use client";
/** Uploads an image to the media store (POST /api/ops/media) and hands on its path and size. */
import { useState } from "react";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import styles from "./ops.module.css";

export function MediaUpload(props: {
  label: string;
  onUploaded: (image: { src: string; width: number; height: number }) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <label className={styles.field}>
      {props.label}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const form = new FormData();
          form.set("file", file);
          setMessage("Uploading…");
          const response = await fetch("/api/ops/media", {
            method: "POST",
            credentials: "same-origin",
            headers: { "channel-code": CHANNEL_CODE },
            body: form,
          }).catch(() => null);
          const answer = (await response?.json().catch(() => null)) as
            { src: string; width: number; height: number } | { message: string } | null;
          if (!response?.ok || !answer || !("src" in answer)) {
            setMessage(answer && "message" in answer ? answer.message : "The upload failed.");
            return;
          }
          setMessage(`Uploaded ${answer.src} (${answer.width}×${answer.height}).`);
          props.onUploaded(answer);
        }}
      />
      {message ? <span role="status">{message}</span> : null}
    </label>
  );
}
