"use client";
/** The page's ShopTransport, made once by ShopProviders for every island below it. */
import { createContext, useContext } from "react";
import type { ShopTransport } from "./shop-transport";

export const ShopTransportContext = createContext<ShopTransport | null>(null);

export function useShopTransport(): ShopTransport {
  const transport = useContext(ShopTransportContext);
  if (!transport) throw new Error("useShopTransport outside ShopProviders");
  return transport;
}
