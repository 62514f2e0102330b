"use client";
/**
 * Apollo Client for the account and order pages (their layouts mount it through
 * all-client-messages-and-apollo.tsx): one client per tab, so moving between those pages keeps
 * its cache, sending through the page's ShopTransport. The catalog pages, the bag and checkout
 * never load this module (docs/adr/0031; tests/unit/catalog-client-reach.test.ts).
 */
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { createApolloClient } from "@/lib/client/apollo";
import type { ShopTransport } from "@/lib/client/shop-transport";
import { useShopTransport } from "@/lib/client/shop-transport-context";

const clients = new WeakMap<ShopTransport, ApolloClient>();

function apolloClientOf(transport: ShopTransport): ApolloClient {
  let client = clients.get(transport);
  if (!client) {
    client = createApolloClient(transport);
    clients.set(transport, client);
  }
  return client;
}

export function ApolloShopProvider(props: { children: ReactNode }) {
  const client = apolloClientOf(useShopTransport());
  return <ApolloProvider client={client}>{props.children}</ApolloProvider>;
}
