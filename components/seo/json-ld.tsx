/**
 * Structured data in a page: `<script type="application/ld+json">` with the JSON escaped by
 * `serializeJsonLd`, so product text cannot close the element. A server component: no client
 * JavaScript, the script is in the HTML the crawler reads.
 */
import { serializeJsonLd, type JsonLd as JsonLdData } from "@/lib/server/json-ld";

export interface JsonLdProps {
  data: JsonLdData | readonly JsonLdData[];
}

export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      // Safe: serializeJsonLd escapes every "<", so the body cannot end the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
