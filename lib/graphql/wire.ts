/**
 * Values on the wire between the shop's clients and its API (accounts §7, shopping §7): the
 * browser, the in-process executor and the tests send and read them. No logic here.
 */

/** accounts §7: "a channel code fixed at 100". */
export const CHANNEL_CODE = "100";

/** shopping §7: "status 431, 414 or 400 turns the GET mode off". */
export const PERSISTED_QUERY_GET_OFF_STATUSES: readonly number[] = [431, 414, 400];
