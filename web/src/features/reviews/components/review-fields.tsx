import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RELATIONSHIPS, REVIEW_FIELD_MAX as MAX } from '../../../../../worker/reviews/schemas/review-values';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../../../components/form-fields/form-fields';
import type { FieldBinding } from '../../../lib/api-form';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import { paths } from '../../../config/paths';

/** The fields a review is written and edited with. */
export type ContentField = 'rating' | 'relationship' | 'title' | 'body' | 'displayName' | 'stayedIn' | 'lang';

/** A field's props: the form layer's (with script), or a plain post's name, value as sent and error. */
export type BindField = (name: ContentField) => Partial<FieldBinding> & { name: string };

/** The guidelines every review form links to (the About page's section). */
export function GuidelinesLink({ children }: { children: ReactNode }) {
  const href = useLocalizedHref();
  return <Link to={`${href(paths.about.getHref())}#review-guidelines`}>{children}</Link>;
}

/** Rating, who the reviewer was, the name shown, the month of the stay, title, text and its language. */
export function ReviewFields({ field: bound, defaults = {} }: { field: BindField; defaults?: Partial<Record<ContentField, string>> }) {
  const { t } = useLingui();
  // What the server draws before any post: register() sets values only in the browser.
  const field = (name: ContentField) => ({ defaultValue: defaults[name], ...bound(name) });
  const relationship = { client: t`A former client`, family: t`A family member of a client`, professional: t`A professional who referred someone` };
  const stars = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: { 5: t`5 stars, excellent`, 4: t`4 stars, good`, 3: t`3 stars, mixed`, 2: t`2 stars, poor`, 1: t`1 star, very poor` }[n]! }));
  return (
    <>
      <RadioGroupField label={t`Your rating`} required options={stars} {...field('rating')} />
      <RadioGroupField label={t`Who were you to this facility?`} required options={RELATIONSHIPS.map((value) => ({ value, label: relationship[value] }))} {...field('relationship')} />
      <TextField
        label={t`Name shown with your review`}
        required
        maxLength={MAX.displayName}
        autoComplete="off"
        hint={t`Your choice. We suggest your first name and the initial of your last name, such as “Ana R.”. Never your email.`}
        {...field('displayName')}
      />
      <TextField
        label={t`Month of your stay (or your family member’s)`}
        optional
        type="month"
        hint={t`For example 2026-03. Shown as month and year if you give it.`}
        {...field('stayedIn')}
      />
      <TextField label={t`Title`} optional maxLength={MAX.title} {...field('title')} />
      <TextAreaField
        label={t`Your review`}
        required
        rows={8}
        maxLength={MAX.body}
        hint={t`What was the stay like: intake, staff, treatment, what happened after? Please leave out other people’s names and health details.`}
        {...field('body')}
      />
      <SelectField
        label={t`Language of your review`}
        options={[
          { value: 'en', label: t`English` },
          { value: 'es', label: t`Spanish` },
        ]}
        {...field('lang')}
      />
    </>
  );
}
