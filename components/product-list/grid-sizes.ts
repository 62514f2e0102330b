import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";

/** Cards in the first row of the widest grid get their picture eagerly (largest paint). */
export const PRIORITY_CARDS = 4;
/** The grid's picture widths: two columns on phones, three on tablets, 240 px above. */
export const GRID_SIZES = `${CUSTOM_MEDIA["--single-column"]} 50vw, ${CUSTOM_MEDIA["--compact"]} 33vw, 240px`;
