import { useSyncExternalStore } from 'react';
import { OFFLINE_CHECK_MAX_HOURS, type OfficerShift } from '@dutylink/contracts';

/** A check made without signal that the service worker keeps until the network returns (issue 39): when it was tapped. */
export interface QueuedCheck {
  shiftId: number;
  way: 'checkIn' | 'checkOut';
  at: string;
}

const KEY = 'dutylink.queued-checks';
const listeners = new Set<() => void>();
let cached: { raw: string | null; checks: QueuedCheck[] } = { raw: null, checks: [] };

/** The checks kept on this device, newer than OFFLINE_CHECK_MAX_HOURS (the worker drops older ones, the server refuses them). */
function read(): QueuedCheck[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    const oldest = Date.now() - OFFLINE_CHECK_MAX_HOURS * 3_600_000;
    let checks: QueuedCheck[] = [];
    try {
      checks = raw ? (JSON.parse(raw) as QueuedCheck[]).filter((check) => Date.parse(check.at) > oldest) : [];
    } catch {
      // Unreadable: nothing kept.
    }
    cached = { raw, checks };
  }
  return cached.checks;
}

function write(checks: QueuedCheck[]): void {
  if (checks.length) localStorage.setItem(KEY, JSON.stringify(checks));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const queuedChecks = {
  any: () => read().length > 0,
  add: (check: QueuedCheck) => write([...read(), check]),
  /** The worker sent what it kept (refused or not): the shifts as the server has them are read again. */
  forget: () => write([]),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useQueuedChecks = () => useSyncExternalStore(subscribe, read);

/** A shift as it stands on this device: with the checks made here without signal, not sent yet. */
export function withQueuedChecks(shift: OfficerShift, checks: readonly QueuedCheck[]): OfficerShift {
  const own = checks.filter((check) => check.shiftId === shift.id);
  const at = (way: QueuedCheck['way']) => own.find((check) => check.way === way)?.at;
  return own.length ? { ...shift, checkedInAt: shift.checkedInAt ?? at('checkIn') ?? null, checkedOutAt: shift.checkedOutAt ?? at('checkOut') ?? null } : shift;
}
