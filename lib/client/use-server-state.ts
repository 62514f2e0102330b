"use client";
import { useState } from "react";

/**
 * State that starts from server data and starts again whenever the server sends new data. Pages
 * stay mounted, hidden, after the shopper leaves them (Cache Components keeps recent routes in
 * React's Activity); coming back with fresh data from the server must show that data, not what
 * the hidden page last held.
 */
export function useServerState<T>(fromServer: T): [T, (next: T | ((current: T) => T)) => void] {
  const [state, setState] = useState(fromServer);
  const [seen, setSeen] = useState(fromServer);
  if (seen !== fromServer) {
    setSeen(fromServer);
    setState(fromServer);
  }
  // Setting state while rendering makes React render again at once, with the new state.
  return [state, setState];
}
