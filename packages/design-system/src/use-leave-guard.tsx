import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useLocation, useNavigate } from '@dutylink/router';

/** Spec section 2, Profile wizard: the warning before a modified form is left. */
export const LEAVE_GUARD_TEXT = 'Your progress will be lost if you leave.';

/** The history entry pushed over a modified form, so the browser's Back lands on the form first. */
const GUARD_STATE = { leaveGuard: true } as const;

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { leaveGuard?: unknown }).leaveGuard === true;
}

/** What the guard needs of the form: whether it was modified and how to save it. */
export interface GuardedForm {
  dirty: boolean;
  submit: () => void;
}

export interface LeaveGuard {
  /** The form reports itself on every render (WizardActions and the like). */
  track: (form: GuardedForm) => void;
  /** Leave for `to`: straight away when the form is unmodified, else after the warning. */
  leave: (to: string) => void;
  /** The warning dialog; render it once on the page. */
  dialog: ReactNode;
}

/**
 * The leave guard of a form page (spec section 2): its own Back, the header's Close and the browser's
 * Back button all warn before a modified form is left (issue 17: Close and the browser dropped the
 * changes). The app uses a declarative router, which has no navigation blocker, so a modified form
 * pushes one extra history entry of its own address: the browser's Back then only leaves that entry,
 * and the guard asks; 'Understood, do not save' goes back for real, closing the warning stays (and
 * pushes the entry again), 'Next' saves. The warning closes with Escape or the backdrop without
 * discarding anything.
 */
export function useLeaveGuard(): LeaveGuard {
  const navigate = useNavigate();
  const location = useLocation();
  const guarded = isGuardEntry(location.state);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const form = useRef<GuardedForm | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const wasGuarded = useRef(guarded);
  const leaving = useRef(false);

  useEffect(() => {
    const backPressed = wasGuarded.current && !guarded;
    wasGuarded.current = guarded;
    if (leaving.current) return;
    if (backPressed) {
      if (form.current?.dirty) setPending({ leave: () => navigate(-1) });
      else {
        leaving.current = true;
        navigate(-1);
      }
      return;
    }
    if (dirty && !guarded && pending === null) navigate(here, { state: GUARD_STATE });
  }, [guarded, dirty, pending, here, navigate]);

  const track = useCallback((next: GuardedForm) => {
    form.current = next;
    setDirty(next.dirty);
  }, []);

  const leave = (to: string) => {
    if (form.current?.dirty) setPending({ leave: () => navigate(to) });
    else navigate(to);
  };

  const dialog = (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-describedby="leave-guard-text" maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id="leave-guard-text" sx={{ color: 'text.primary' }}>
          {LEAVE_GUARD_TEXT}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            leaving.current = true;
            const next = pending;
            setPending(null);
            next?.leave();
          }}
        >
          Understood, do not save
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setPending(null);
            form.current?.submit();
          }}
        >
          Next
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { track, leave, dialog };
}

/** Reports a form to its page's leave guard after each render: placed inside the form, where `dirty` is known. */
export function LeaveGuardTracker({ guard, form }: { guard: Pick<LeaveGuard, 'track'>; form: GuardedForm }) {
  const { track } = guard;
  useEffect(() => track(form));
  return null;
}
