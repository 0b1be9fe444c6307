/** What this browser remembers about the install banner (localStorage): visits counted, and "Not now". */
const STORAGE_KEY = 'bunn-install';
export type InstallMemory = { visits: number; dismissed: boolean };

export function readMemory(): InstallMemory {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<InstallMemory>;
    return { visits: Number(stored.visits) || 0, dismissed: stored.dismissed === true };
  } catch {
    return { visits: 0, dismissed: false };
  }
}

export function writeMemory(memory: InstallMemory) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage refused: the banner may come again next visit, which is all that is lost.
  }
}

/** The banner's "Not now": it never comes again on this browser (the footer's link still leads to the page). */
export function dismissInstallBanner() {
  writeMemory({ ...readMemory(), dismissed: true });
}
