import { messages } from '@dubloon-quest/core';

/** Shown on every page while the server runs in demo mode (spec 1). */
export function DemoBanner() {
  return <p className="demo-banner">{messages.demo.banner}</p>;
}
