import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { emptyAsUndefined, useApiForm, type FieldBinding } from '../../lib/api-form';
import { paths } from '../../config/paths';
import { CRISIS_LINE, SITE_NAME } from '../../config/site';
import { CheckboxField, FieldGroup, Honeypot, SelectField, TextAreaField, TextField } from '../form-fields/form-fields';
import { SendActions, SendFailure } from '../form-fields/form-status';
import { NeedsScript } from '../form-fields/needs-script';
import { useSiteConfig } from '../../lib/reference-data';
import { Deferred } from '../../lib/deferred';
import { getLeadFormOptions, type LeadFormOptions } from './get-form-options';
import { INSURANCE_OPTIONS, URGENCY_OPTIONS } from './lead-form-options';
import './lead-form.css';

export const LEAD_THANK_YOU = 'Thank you for reaching out. A treatment coordinator will contact you within 24 hours.';

interface LeadFormProps {
  /** Set on a facility's page: the request goes to that facility as well as to our coordinators. */
  facility?: { id: number; name: string };
}

/**
 * The get-help lead form (product spec §3): stored through POST /api/leads before the thank-you
 * shows. Values live only in this component's state — never in the address or in storage.
 */
export function LeadForm({ facility }: LeadFormProps) {
  const id = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const site = useSiteConfig();
  const { status, onSubmit, field } = useApiForm({
    schema: () => import('../../../../worker/inquiries/schemas/visitor-requests').then((m) => m.leadSchema),
    send: (lead, key) =>
      api.leads.$post({ json: { ...lead, facilityId: facility?.id } }, { headers: { 'Idempotency-Key': key } }),
  });
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  function retry() {
    // The alert holding "Try again" goes away while sending: keep keyboard focus in the form.
    submitRef.current?.focus();
    void onSubmit();
  }

  if (status.kind === 'sent') {
    return (
      <div className="vf-success">
        <p ref={successRef} className="lead-form__thanks" tabIndex={-1}>
          {LEAD_THANK_YOU}
        </p>
        {facility && <p>{facility.name} can also read your request and may contact you.</p>}
        <p>
          In an emergency, call 911. For a mental health or substance use crisis, call or text{' '}
          <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a> at any time.
        </p>
      </div>
    );
  }

  const who = facility ? `${SITE_NAME} and ${facility.name}` : `a ${SITE_NAME} treatment coordinator`;
  const readers = facility ? `our staff and ${facility.name}` : 'our staff';

  return (
    <form
      className="lead-form"
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p id={`${id}-title`} className="sr-only">
        {facility ? `Request information from ${facility.name}` : 'Request a call from a treatment coordinator'}
      </p>
      <NeedsScript />
      <FieldGroup look="visitor" className="vf-grid vf-grid--two">
        <TextField
          label="Full name"
          required
          autoComplete="name"
          maxLength={120}
          {...field('name')}
        />
        <TextField
          label="Phone number"
          required
          type="tel"
          autoComplete="tel"
          maxLength={40}
          hint="Include your area code."
          {...field('phone')}
        />
        <TextField
          label="Email"
          optional
          type="email"
          autoComplete="email"
          maxLength={254}
          {...field('email')}
        />
        {/* The two lists arrive after the form shows; until then they offer only their empty choice. */}
        <Deferred data={getLeadFormOptions()} fallback={<ChoiceFields field={field} states={[]} addictions={[]} />}>
          {(options) => <ChoiceFields field={field} {...options} />}
        </Deferred>
        <SelectField
          label="How soon do you need help?"
          optional
          placeholder="Select one"
          options={URGENCY_OPTIONS}
          {...field('urgency', emptyAsUndefined)}
        />
        <SelectField
          label="Insurance"
          optional
          placeholder="Select one"
          options={INSURANCE_OPTIONS}
          {...field('insurance', emptyAsUndefined)}
        />
      </FieldGroup>
      <FieldGroup look="visitor" className="vf-grid lead-form__rest">
        <TextAreaField
          label="Message"
          optional
          maxLength={2000}
          hint="Anything that would help us help you. Please do not include medical record numbers."
          {...field('message')}
        />
        <CheckboxField
          label={`I agree that ${who} may contact me by phone or email about treatment options.`}
          required
          hint={
            <>
              What you share is kept private: only {readers} can read it, and it is never put in a web address or
              our logs. See our <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
            </>
          }
          {...field('consent')}
        />
        <Honeypot {...field('website')} />
      </FieldGroup>

      {status.kind === 'failed' && (
        <SendFailure title="Your request could not be sent." message={status.message} onRetry={retry}>
          {site && (
            <p>
              If you would rather talk now, call <a href={site.helpline.tel}>{site.helpline.display}</a>. In a crisis,
              call or text <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>.
            </p>
          )}
        </SendFailure>
      )}

      <SendActions ref={submitRef} sending={sending} label="Send Request" sendingNote="Sending your request…" />
    </form>
  );
}

function ChoiceFields({ field, states, addictions }: LeadFormOptions & { field: (name: 'state' | 'addiction') => FieldBinding }) {
  return (
    <>
      <SelectField
        label="State"
        optional
        autoComplete="address-level1"
        placeholder="Select your state"
        options={states}
        {...field('state')}
      />
      <SelectField label="Substance or concern" optional placeholder="Select one" options={addictions} {...field('addiction')} />
    </>
  );
}
