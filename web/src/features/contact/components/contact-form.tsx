import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE } from '../../../config/site';
import type { SiteConfig } from '../../../lib/reference-data';
import { FieldGroup, Honeypot, SelectField, TextAreaField, TextField } from '../../../components/form-fields/form-fields';
import { SendActions, SendFailure } from '../../../components/form-fields/form-status';
import { NeedsScript } from '../../../components/form-fields/needs-script';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { CONTACT_URGENCY_OPTIONS } from '../data/contact-content';

/**
 * The contact form (product spec §3, §4): editing → sent ('Message Sent Successfully!') → editing again
 * through 'Send Another Message'. Stored through POST /api/contact before the success view shows.
 */
export function ContactForm({ site }: { site: SiteConfig | null }) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  const { form, status, onSubmit, field, reset } = useApiForm({
    schema: () => import('../../../../../worker/inquiries/schemas/visitor-requests').then((m) => m.contactSchema),
    defaultValues: { urgency: 'normal' },
    send: (message, key) => api.contact.$post({ json: message }, { headers: { 'Idempotency-Key': key } }),
  });
  const sending = status.kind === 'sending';
  const urgent = form.watch('urgency') === 'urgent';

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
    else if (status.kind === 'editing' && returning.current) {
      returning.current = false;
      headingRef.current?.focus();
    }
  }, [status.kind]);

  function retry() {
    submitRef.current?.focus();
    void onSubmit();
  }

  function sendAnother() {
    returning.current = true;
    reset();
  }

  if (status.kind === 'sent') {
    return (
      <div className="vf-success contact-success">
        <h2 ref={successRef} tabIndex={-1}>
          Message Sent Successfully!
        </h2>
        <p>Thank you for contacting us. We will reply within 24 hours.</p>
        {site && (
          <p>
            If you need to talk to someone sooner, call{' '}
            <a className="info-phone" href={site.helpline.tel}>
              {site.helpline.display}
            </a>
            , free and confidential, 24/7.
          </p>
        )}
        <p>
          In a crisis, call or text <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>, or call 911 in an emergency.
        </p>
        <button type="button" className="button button--primary" onClick={sendAnother}>
          Send Another Message
        </button>
      </div>
    );
  }

  return (
    <section className="info-panel contact-form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" ref={headingRef} tabIndex={-1}>
        Send Us a Message
      </h2>
      <p className="vf-note">We use your details only to reply to you.</p>
      <form method="post" noValidate aria-labelledby="contact-form-heading" aria-busy={sending} onSubmit={(event) => void onSubmit(event)}>
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
            optional
            type="tel"
            autoComplete="tel"
            maxLength={40}
            {...field('phone')}
          />
          <TextField
            label="Email"
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            {...field('email')}
          />
          <SelectField
            label="Urgency"
            options={CONTACT_URGENCY_OPTIONS}
            {...field('urgency')}
          />
        </FieldGroup>
        <div role="status" className="contact-urgent-region">
          {urgent && <UrgentBox site={site} />}
        </div>
        <FieldGroup look="visitor" className="vf-grid contact-form__rest">
          <TextField
            label="Subject"
            required
            maxLength={200}
            {...field('subject')}
          />
          <TextAreaField
            label="Message"
            required
            maxLength={5000}
            rows={6}
            {...field('message')}
          />
          <Honeypot {...field('website')} />
        </FieldGroup>

        {status.kind === 'failed' && (
          <SendFailure title="Your message could not be sent." message={status.message} onRetry={retry}>
            {site && (
              <p>
                You can also call us at <a href={site.helpline.tel}>{site.helpline.display}</a> or email{' '}
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
              </p>
            )}
          </SendFailure>
        )}

        <p className="vf-note">
          What you send is stored securely, read only by our staff, and never put in a web address or our logs. See
          our <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
        </p>
        <SendActions ref={submitRef} sending={sending} label="Send Message" sendingNote="Sending your message…" />
      </form>
    </section>
  );
}

/** Shown while urgency is 'urgent': a message is not the fastest way to reach help. */
function UrgentBox({ site }: { site: SiteConfig | null }) {
  return (
    <div className="contact-urgent">
      <p className="contact-urgent__title">Need help right now? Please don’t wait for a reply.</p>
      <p>
        If you or someone else is in danger, call 911. For a mental health or substance use crisis, call or text 988,
        any time.
      </p>
      <p className="contact-urgent__actions">
        <a className="button contact-urgent__call" href={CRISIS_LINE.tel}>
          Call {CRISIS_LINE.display} now
        </a>
        {site && (
          <a className="button contact-urgent__call contact-urgent__call--secondary" href={site.crisisHelpline.tel}>
            Call our helpline <span className="info-phone">{site.crisisHelpline.display}</span>
          </a>
        )}
      </p>
      {site && <p className="contact-urgent__note">Our helpline is answered by {site.helplineAnsweredBy}.</p>}
    </div>
  );
}
