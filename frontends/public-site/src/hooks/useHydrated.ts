import { useEffect, useState } from 'react';

/** False in the server's render and in the browser's first (hydrating) render; true from the next render on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
