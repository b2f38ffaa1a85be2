import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/form-fields/form-fields';
import type { SignupOptions } from '../api/signup-options';
import { SIGNUP_STEPS, type SignupValues, type WizardStep } from '../utils/signup-steps';
import type { StepProps } from './signup-fields';

/** The labels of the ticked services, in the order ticked. */
function serviceNames(slugs: string[] = [], categories: SignupOptions['services']): string {
  const labels = new Map(categories.flatMap((category) => category.services.map((service) => [service.slug, service.label] as const)));
  return slugs.map((slug) => labels.get(slug) ?? slug).join(', ');
}

/**
 * The last step: what was entered, each part with a way back to change it, and the agreements the
 * wizard's review step asks (registration: the terms and our review; a new location: our review).
 */
export function ReviewFields({
  values,
  field,
  options,
  onEdit,
  steps = SIGNUP_STEPS,
}: StepProps & { values: SignupValues; options: SignupOptions; onEdit: (step: number) => void; steps?: readonly WizardStep[] }) {
  const names = (ids: string[] = [], list: SignupOptions['treatmentTypes']) =>
    ids.map((id) => list.find((item) => item.id === id)?.name ?? id).join(', ');
  const stateName = options.states.find((state) => state.code === values.state)?.name ?? values.state;

  const sections: Array<{ slug: string; rows: Array<[string, string]> }> = [
    { slug: 'account', rows: [['Email', values.email ?? '']] },
    {
      slug: 'contact',
      rows: [
        ['Facility Name', values.facilityName ?? ''],
        ['Contact Person', values.contactPerson ?? ''],
        ['Title', values.title ?? ''],
        ['Phone', values.phone ?? ''],
        ['Public Email', values.publicEmail ?? ''],
        ['Website', values.website ?? ''],
      ],
    },
    {
      slug: 'location',
      rows: [
        ['Address', values.address ?? ''],
        ['City', values.city ?? ''],
        ['State', stateName],
        ['ZIP Code', values.zipCode ?? ''],
      ],
    },
    {
      slug: 'details',
      rows: [
        ['Description', values.description ?? ''],
        ['Year Established', values.established ?? ''],
        ['Treatment Types', names(values.treatmentTypes, options.treatmentTypes)],
        ['What You Treat and Whom You Serve', names(values.specializations, options.specializations)],
        ['Capacity', values.capacity ?? ''],
        ['Accreditations', values.accreditation ?? ''],
      ],
    },
    {
      slug: 'offer',
      rows: [
        ['Insurance Accepted', names(values.insurance, options.insurance)],
        ['Services', serviceNames(values.services, options.services)],
        ['Intake Hours', values.intakeHours ?? ''],
      ],
    },
  ];

  const asks = steps.at(-1)!.fields as readonly string[];
  return (
    <>
      {sections.map(({ slug, rows }) => {
        const step = steps.findIndex((s) => s.slug === slug);
        if (step === -1) return null;
        const label = steps[step]!.label;
        return (
          <section key={step} className="review-section" aria-labelledby={`review-${step}`}>
            <div className="review-section__head">
              <h3 id={`review-${step}`}>{label}</h3>
              <button type="button" className="link-button" onClick={() => onEdit(step)}>
                Edit<span className="sr-only"> {label.toLowerCase()} details</span>
              </button>
            </div>
            <dl className="review-list">
              {rows.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value.trim() ? value : <span className="review-list__empty">Not provided</span>}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      <fieldset className="agreements">
        <legend className="form-field__label">Agreements</legend>
        <p className="form-field__hint">
          Read the <Link to={paths.terms.getHref()} target="_blank">Terms of Service<span className="sr-only"> (opens in a new tab)</span></Link>{' '}
          and the <Link to={paths.privacy.getHref()} target="_blank">Privacy Policy<span className="sr-only"> (opens in a new tab)</span></Link>.
        </p>
        {asks.includes('agreeToTerms') && <CheckboxField label="I agree to the Terms of Service and Privacy Policy." {...field('agreeToTerms')} />}
        <CheckboxField
          label={
            asks.includes('agreeToTerms')
              ? 'I agree to the review process: the listing is checked before it is published, and I can sign in once it is approved.'
              : 'I agree to the review process: this location is checked before it is published.'
          }
          {...field('agreeToReview')}
        />
      </fieldset>
    </>
  );
}
