import { useRef, useState } from 'react';

/** Submits are ignored while a request is in flight (docs/product.md, Interaction rules); `isBusy` disables the controls. */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  async function run<T>(request: () => Promise<T>): Promise<T | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setIsBusy(true);
    try {
      return await request();
    } finally {
      inFlight.current = false;
      setIsBusy(false);
    }
  }
  return { isBusy, run };
}
