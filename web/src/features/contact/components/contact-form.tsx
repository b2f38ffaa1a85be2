import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { contactSchema } from '../../../../../worker/schemas/visitor-requests';
import { paths } from '../../../config/paths';
import { CRISIS_LINE } from '../../../config/site';
import type { SiteConfig } from '../../../lib/site-config';
import { Honeypot, SelectField, SendFailure, TextAreaField, TextField } from '../../../lib/visitor-fields';
import { useSubmission } from '../../../lib/visitor-forms';
import { sendContactMessage } from '../api/send-contact';
import { CONTACT_URGENCY_OPTIONS, isContactUrgency } from '../data/contact-content';

const FIELDS = ['name', 'phone', 'email', 'subject', 'urgency', 'message'] as const;

interface ContactValues {
  name: string;
  phone: string;
  email: string;
  subject: string;
  urgency: string;
  message: string;
  website: string;
}

const EMPTY: ContactValues = { name: '', phone: '', email: '', subject: '', urgency: 'normal', message: '', website: '' };

/**
 * The contact form (product spec §3, §4): editing → sent ('Message Sent Successfully!') → editing again
 * through 'Send Another Message'. Stored through POST /api/contact before the success view shows.
 */
export function ContactForm({ site }: { site: SiteConfig | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const submission = useSubmission({ schema: contactSchema, send: sendContactMessage, fields: FIELDS, formRef });
  const { status, fieldErrors } = submission;
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
    else if (status.kind === 'editing' && returning.current) {
      returning.current = false;
      headingRef.current?.focus();
    }
  }, [status.kind]);

  function set<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    submission.clearFieldError(field);
  }

  function send() {
    const message: z.input<typeof contactSchema> = {
      name: values.name,
      phone: values.phone,
      email: values.email,
      subject: values.subject,
      urgency: isContactUrgency(values.urgency) ? values.urgency : undefined,
      message: values.message,
      website: values.website,
    };
    void submission.submit(message);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function retry() {
    submitRef.current?.focus();
    send();
  }

  function sendAnother() {
    returning.current = true;
    setValues(EMPTY);
    submission.reset();
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

  const urgent = values.urgency === 'urgent';

  return (
    <section className="info-panel contact-form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" ref={headingRef} tabIndex={-1}>
        Send Us a Message
      </h2>
      <p className="vf-note">We use your details only to reply to you.</p>
      <form ref={formRef} method="post" noValidate aria-labelledby="contact-form-heading" aria-busy={sending} onSubmit={onSubmit}>
        <div className="vf-grid vf-grid--two">
          <TextField
            label="Full name"
            required
            autoComplete="name"
            maxLength={120}
            value={values.name}
            onValueChange={(v) => set('name', v)}
            error={fieldErrors.name}
          />
          <TextField
            label="Phone number"
            optional
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={values.phone}
            onValueChange={(v) => set('phone', v)}
            error={fieldErrors.phone}
          />
          <TextField
            label="Email"
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onValueChange={(v) => set('email', v)}
            error={fieldErrors.email}
          />
          <SelectField
            label="Urgency"
            options={CONTACT_URGENCY_OPTIONS}
            value={values.urgency}
            onValueChange={(v) => set('urgency', v)}
            error={fieldErrors.urgency}
          />
        </div>
        <div role="status" className="contact-urgent-region">
          {urgent && <UrgentBox site={site} />}
        </div>
        <div className="vf-grid contact-form__rest">
          <TextField
            label="Subject"
            required
            maxLength={200}
            value={values.subject}
            onValueChange={(v) => set('subject', v)}
            error={fieldErrors.subject}
          />
          <TextAreaField
            label="Message"
            required
            maxLength={5000}
            rows={6}
            value={values.message}
            onValueChange={(v) => set('message', v)}
            error={fieldErrors.message}
          />
          <Honeypot value={values.website} onValueChange={(v) => setValues((current) => ({ ...current, website: v }))} />
        </div>

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
        <div className="vf-actions">
          <button ref={submitRef} type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            {sending ? 'Sending…' : 'Send Message'}
          </button>
          <span role="status" className="vf-note">
            {sending ? 'Sending your message…' : ''}
          </span>
        </div>
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
