import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { notFoundMetadata } from "@/lib/server/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/** Every path no page matches (and an invalid locale cookie) is the 404 page. */
export default function UnmatchedPage(): never {
  notFound();
}
