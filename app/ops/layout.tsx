/**
 * The operations console's own root layout (issue 16 part 6; docs/adr/0037): outside
 * app/[locale], in English, never cached (every page reads the operator cookie, inside the
 * Suspense boundary below) and never indexed. Middleware runs here only to set the content
 * security policy (ADR 0049): no locale rewrite and no cached page answer.
 */
import "../globals.css";
import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";

export const metadata: Metadata = {
  title: { default: "Operations console", template: "%s | Operations console" },
  robots: { index: false, follow: false },
};

export default function OpsLayout(props: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Suspense fallback={<p>Loading…</p>}>{props.children}</Suspense>
      </body>
    </html>
  );
}
