import { notFound } from "next/navigation";

/** Every path no page matches (and an invalid locale cookie) is the 404 page. */
export default function UnmatchedPage(): never {
  notFound();
}
