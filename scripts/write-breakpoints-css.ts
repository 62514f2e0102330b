/** Writes app/breakpoints.css (the style sheets' custom media) from lib/client/breakpoints.ts. */
import { writeFileSync } from "node:fs";
import { customMediaCss } from "@/lib/client/breakpoints";

writeFileSync("app/breakpoints.css", customMediaCss());
