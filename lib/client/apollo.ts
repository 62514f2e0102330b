"use client";
/**
 * The Apollo Client of the account and order pages (their layouts mount it with
 * ApolloShopProvider; the catalog pages do without it, docs/adr/0031). It keeps those pages'
 * normalised cache and hooks; every call goes out through the ShopTransport, which owns the
 * wire rules (headers, persisted queries, loading bar, forced logout).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { print } from "graphql";
import { Observable } from "rxjs";
import type { ShopOperationContext, ShopTransport } from "./shop-transport";

/**
 * Types the browser cache normalises by a field other than `id`. Every operation that reads
 * one of these types must select its key fields, or Apollo refuses to store the answer and the
 * call fails although the server answered (a schema test checks every operation document).
 */
export const CACHE_KEY_FIELDS = { Customer: ["userCode"] } as const satisfies Record<
  string,
  readonly string[]
>;

/** The last link: hands the printed operation to the transport. */
function transportLink(transport: ShopTransport): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let open = true;
        transport
          .send(
            {
              operationName: operation.operationName ?? "",
              query: print(operation.query),
              variables: operation.variables,
            },
            operation.getContext() as ShopOperationContext,
          )
          .then(
            (result) => {
              if (!open) return;
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => {
              if (open) observer.error(error);
            },
          );
        return () => {
          open = false;
        };
      }),
  );
}

export function createApolloClient(transport: ShopTransport): ApolloClient {
  return new ApolloClient({
    link: transportLink(transport),
    cache: new InMemoryCache({
      typePolicies: Object.fromEntries(
        Object.entries(CACHE_KEY_FIELDS).map(([type, keyFields]) => [
          type,
          { keyFields: [...keyFields] },
        ]),
      ),
    }),
  });
}
