import { useLingui, Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE } from '../../../config/site';
import type { SiteConfig } from '../../../lib/reference-data';
import { FieldGroup, Honeypot, SelectField, TextAreaField, TextField } from '../../../components/form-fields/form-fields';
import { SendActions, SendFailure } from '../../../components/form-fields/form-status';
import { PostedFormFields } from '../../../components/form-fields/posted-form-fields';
import { usePostedForm } from '../../../lib/posted-form';
import { CONTACT_FORM } from '../api/contact-post';
import { ContactSent } from './contact-sent';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { CONTACT_URGENCY_LABELS } from '../data/contact-content';
import { CONTACT_URGENCY_VALUES, VISITOR_FIELD_MAX as MAX } from '../../../../../worker/visitor-requests/schemas/visitor-request-values';

const DEFAULT_URGENCY = 'normal';

/**
 * The contact form (product spec §3, §4): editing → sent ('Message Sent Successfully!') → editing again
 * through 'Send Another Message'. Stored through POST /api/contact before the success view shows.
 */
export function ContactForm({ site }: { site: SiteConfig | null }) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  const { t } = useLingui();
  const { locale } = useT();
  const href = useLocalizedHref();
  const { form, status, onSubmit, field, reset } = useApiForm({
    posted: usePostedForm(CONTACT_FORM),
    schema: () => import('../../../../../worker/visitor-requests/schemas/visitor-requests').then((m) => m.contactSchema),
    defaultValues: { urgency: DEFAULT_URGENCY },
    // The page's language goes with it: the Worker answers in it, and our staff reply in it.
    send: (message, key) => api.contact.$post({ json: { ...message, locale } }, { headers: { 'Idempotency-Key': key } }),
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
      <ContactSent site={site} headingRef={successRef}>
        <button type="button" className="button button--primary" onClick={sendAnother}>
          {t`Send Another Message`}
        </button>
      </ContactSent>
    );
  }

  return (
    <section className="info-panel contact-form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" ref={headingRef} tabIndex={-1}>
        {t`Send Us a Message`}
      </h2>
      <p className="vf-note">{t`We use your details only to reply to you.`}</p>
      <form method="post" noValidate aria-labelledby="contact-form-heading" aria-busy={sending} onSubmit={(event) => void onSubmit(event)}>
        <PostedFormFields name={CONTACT_FORM} />
        <FieldGroup look="visitor" className="vf-grid vf-grid--two">
          <TextField
            label={t`Full name`}
            required
            autoComplete="name"
            maxLength={MAX.name}
            {...field('name')}
          />
          <TextField
            label={t`Phone number`}
            optional
            type="tel"
            autoComplete="tel"
            maxLength={MAX.phone}
            {...field('phone')}
          />
          <TextField
            label={t`Email`}
            required
            type="email"
            autoComplete="email"
            maxLength={MAX.email}
            {...field('email')}
          />
          <SelectField
            label={t`Urgency`}
            options={CONTACT_URGENCY_VALUES.map((value) => ({ value, label: t(CONTACT_URGENCY_LABELS[value]) }))}
            // In the server's HTML too, before the form's code runs (components/form-fields/form-on-demand).
            defaultValue={DEFAULT_URGENCY}
            {...field('urgency')}
          />
        </FieldGroup>
        <div role="status" className="contact-urgent-region">
          {urgent && <UrgentBox site={site} />}
        </div>
        <FieldGroup look="visitor" className="vf-grid contact-form__rest">
          <TextField
            label={t`Subject`}
            required
            maxLength={MAX.subject}
            {...field('subject')}
          />
          <TextAreaField
            label={t`Message`}
            required
            maxLength={MAX.contactMessage}
            rows={6}
            {...field('message')}
          />
          <Honeypot {...field('website')} />
        </FieldGroup>

        {status.kind === 'failed' && (
          <SendFailure title={t`Your message could not be sent.`} message={status.message} onRetry={retry}>
            {site && (
              <p><Trans>
                You can also call us at{' '}
                <a href={site.helpline.tel}>{site.helpline.display}</a>
                {' '}or email{' '}
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
              </Trans></p>
            )}
          </SendFailure>
        )}

        <p className="vf-note"><Trans>
          What you send is stored securely, read only by our staff, and never put in a web address or our logs.{' '}
          See our{' '}
          <Link to={href(paths.privacy.getHref())}>Privacy Policy</Link>.
        </Trans></p>
        <SendActions ref={submitRef} sending={sending} label={t`Send Message`} sendingNote={t`Sending your message…`} />
      </form>
    </section>
  );
}

/** Shown while urgency is 'urgent': a message is not the fastest way to reach help. */
function UrgentBox({ site }: { site: SiteConfig | null }) {
  const { t } = useLingui();
  return (
    <div className="contact-urgent">
      <p className="contact-urgent__title">{t`Need help right now? Please don’t wait for a reply.`}</p>
      <p>
        {t`If you or someone else is in danger, call 911. For a mental health or substance use crisis, call or text 988, any time.`}
      </p>
      <p className="contact-urgent__actions">
        <a className="button contact-urgent__call" href={CRISIS_LINE.tel}>
          {t`Call ${{ number: CRISIS_LINE.display }} now`}
        </a>
        {site && (
          <a className="button contact-urgent__call contact-urgent__call--secondary" href={site.crisisHelpline.tel}>
            {t`Call our helpline`} <span className="info-phone">{site.crisisHelpline.display}</span>
          </a>
        )}
      </p>
      {site && <p className="contact-urgent__note">{t`Our helpline is answered by ${{ answeredBy: site.helplineAnsweredBy }}.`}</p>}
    </div>
  );
}
