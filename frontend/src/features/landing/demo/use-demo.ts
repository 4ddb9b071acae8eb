import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createDemoMachine, type DemoMachine } from './demo-machine';
import type { DemoState } from './demo-reducer';

/** The demo machine on the browser's clock, timers and Math.random, for as long as the component is mounted. */
export function useDemo(search: (industry: string) => Promise<unknown>): {
  machine: DemoMachine;
  state: DemoState;
} {
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const [machine] = useState(() =>
    createDemoMachine({
      now: () => Date.now(),
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      random: Math.random,
      search: (industry) => searchRef.current(industry),
    }),
  );
  useEffect(() => () => machine.dispose(), [machine]);
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  return { machine, state };
}
