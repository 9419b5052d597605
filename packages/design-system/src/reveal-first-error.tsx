import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/** Scrolls to the first field of the form that shows an error and puts the focus in it. */
export function revealFirstError(form: HTMLFormElement | null): void {
  const marked = form?.querySelector('.Mui-error');
  const field = marked?.closest('.MuiFormControl-root') ?? marked;
  if (!field) return;
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  field.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, select')?.focus({ preventScroll: true });
}

/**
 * Inside a Formik form: a submit refused by validation shows the first field in error, scrolled into
 * view and focused (issue 17: on a phone it was about 1000 px above the button).
 */
export function RevealFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const revealed = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === revealed.current) return;
    revealed.current = submitCount;
    revealFirstError(anchor.current?.closest('form') ?? null);
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={anchor} hidden />;
}
