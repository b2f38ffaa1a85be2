import type { FormEvent } from 'react';

/**
 * The submit button of a form whose controls apply themselves as they change (the search's filters
 * and sort, the insurer search). Without script it is a plain button that sends the form. With
 * script it is out of sight until a keyboard reaches it (`.quiet-submit`, global.css), so that every
 * form still has a way to send it (WCAG 3.2.2, technique H32), and a submit has nothing left to do:
 * pass `preventSubmit` as the form's `onSubmit`.
 */
export function QuietSubmit({ label, className = 'button button--secondary' }: { label: string; className?: string }) {
  return (
    <button type="submit" className={`${className} quiet-submit`}>
      {label}
    </button>
  );
}

/** A form's `onSubmit` where the page already shows what the form would ask for. */
export const preventSubmit = (event: FormEvent) => event.preventDefault();
