import type { EmailMessage } from './message';
import { UNCONFIRMED_REVIEW_DAYS } from '../reviews/schemas/review-values';

// Every email the product sends. None carries health information: an inquiry's email says only that
// one is waiting. A link that opens something by itself (reset, invitation) is the message's `secret`.

const link = (href: string) => ({ href });

/**
 * The only email a registration sends to the address it names: the link that confirms it. It
 * carries nothing the registering person typed (no facility name), so the form cannot be used to
 * send anyone words of the sender's choosing.
 */
export function registrationConfirmation(to: string, confirmLink: string, days: number): EmailMessage {
  return {
    to,
    template: 'registration_confirmation',
    subject: 'Confirm your email address',
    secret: confirmLink,
    paragraphs: [
      'Someone, we hope you, registered a treatment facility in our directory with this email address.',
      [`Confirm the address here (the link works once, for ${days} days): `, link(confirmLink)],
      'Our team reviews the listing once the address is confirmed.',
      `If it was not you, ignore this email: the registration is deleted after ${days} days, and nothing more is sent to this address.`,
    ],
  };
}

/**
 * To an account's owner, when someone registers with its address: nothing was changed, and how to
 * get in if it was them. Nothing the registering person typed is in it.
 */
export function registrationAttempt(to: string, signInLink: string, resetLink: string | null): EmailMessage {
  return {
    to,
    template: 'registration_attempt',
    subject: 'Someone tried to register with your email address',
    paragraphs: [
      'Someone tried to register a facility in our directory with this email address, which already has an account. Nothing was changed, and no new account was made.',
      ['If it was you, sign in here: ', link(signInLink)],
      ...(resetLink ? [['Forgot your password? Choose a new one here: ', link(resetLink)]] : []),
      'If it was not you, you can ignore this email.',
    ],
  };
}

/** Sent once the address is confirmed: the registration is in review. */
export function registrationReceived(to: string, facilityName: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'registration_received',
    subject: `We received your listing for ${facilityName}`,
    paragraphs: [
      `Thank you for registering ${facilityName}.`,
      'Our team reviews every listing, typically within 2-3 business days. We will email you when it is approved; your sign-in works from then on.',
      ['Questions? Reply to this email or visit ', link(`${siteUrl}/contact`), '.'],
    ],
  };
}

/** Sent when a signed-in account adds a location: it is in review, and the account's sign-in already works. */
export function locationReceived(to: string, facilityName: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'location_received',
    subject: `We received your new location ${facilityName}`,
    paragraphs: [
      `Thank you for adding ${facilityName}.`,
      'Our team reviews every listing, typically within 2-3 business days, and will email you when it is approved. Until then it waits for review under Your locations on your dashboard.',
      ['Your locations: ', link(`${siteUrl}/facility-dashboard`)],
    ],
  };
}

export function passwordReset(to: string, resetLink: string): EmailMessage {
  return {
    to,
    template: 'password_reset',
    subject: 'Reset your facility account password',
    secret: resetLink,
    paragraphs: [
      'Someone asked to reset the password of your facility account.',
      ['Set a new password here (the link works once, for one hour): ', link(resetLink)],
      'If it was not you, ignore this email; your password stays as it is.',
    ],
  };
}

/**
 * Tells the account's owner their password changed, so a change they did not make is noticed: in
 * Settings, or (`byResetLink`) with a reset link emailed to this address. No link in it signs in or
 * resets anything by itself.
 */
export function passwordChanged(to: string, siteUrl: string, { byResetLink = false } = {}): EmailMessage {
  return {
    to,
    template: 'password_changed',
    subject: 'Your facility account password was changed',
    paragraphs: [
      byResetLink
        ? 'The password of your facility account was just changed with a reset link emailed to this address, and every session of the account was signed out.'
        : 'The password of your facility account was just changed, and every other session of the account was signed out.',
      [
        'If it was you, there is nothing to do. If it was not, reset your password now: ',
        link(`${siteUrl}/facility-forgot-password`),
        ' and tell us at ',
        link(`${siteUrl}/contact`),
        '.',
      ],
    ],
  };
}

/**
 * The only email a facility's new contact address gets until it is confirmed: the link that
 * confirms it. As a registration's, it carries nothing the facility typed (no facility or contact
 * name), so Settings cannot be used to send anyone words of the sender's choosing.
 */
export function contactEmailConfirmation(to: string, confirmLink: string, days: number): EmailMessage {
  return {
    to,
    template: 'contact_email_confirmation',
    subject: 'Confirm your contact email address',
    secret: confirmLink,
    paragraphs: [
      'Someone, we hope you, asked for a treatment facility’s notices from our directory (word of new inquiries) to come to this email address.',
      [`Confirm the address here (the link works once, for ${days} days): `, link(confirmLink)],
      `If it was not you, ignore this email: nothing more is sent to this address, and the link stops working after ${days} days.`,
    ],
  };
}

/**
 * To a facility's confirmed contact address, when Settings asks for another: notices come here until
 * that one is confirmed. It does not name the other address (what was typed stays in Settings).
 */
export function contactEmailChangeRequested(to: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'contact_email_change_requested',
    subject: 'A change of your facility’s contact email was asked for',
    paragraphs: [
      'Someone signed in to your facility account asked for your notices from our directory (word of new inquiries) to go to another email address. They come to this address until the new one is confirmed, from the link we emailed to it.',
      [
        'If it was you, there is nothing to do. If it was not, reset your password now: ',
        link(`${siteUrl}/facility-forgot-password`),
        ', then save this address again in Settings: ',
        link(`${siteUrl}/facility-dashboard/settings`),
        ' and tell us at ',
        link(`${siteUrl}/contact`),
        '.',
      ],
    ],
  };
}

/**
 * Says only that an inquiry is waiting: who sent it and what they wrote stay behind the facility's
 * sign-in, on the dashboard's Inquiries.
 */
/** The language a visitor asked in, as the facility's email names it (issue 29). */
const LANGUAGE_NAME = { en: 'English', es: 'Spanish' } as const;

export function newInquiry(to: string, facilityName: string, siteUrl: string, facilityId: number, locale: keyof typeof LANGUAGE_NAME = 'en'): EmailMessage {
  return {
    to,
    template: 'new_inquiry',
    subject: `New inquiry for ${facilityName}`,
    unsubscribable: true,
    paragraphs: [
      `A new inquiry about ${facilityName} is waiting for you in our directory.`,
      // The language, not the inquiry: it tells the facility who should call back, and says nothing of the person's health.
      ...(locale === 'en' ? [] : [`The person asked in ${LANGUAGE_NAME[locale]}: their preferred language is ${LANGUAGE_NAME[locale]}.`]),
      // The listing's own inquiries: an account with several locations lands on this one's (an id, nothing about the visitor).
      ['Sign in to read it and respond: ', link(`${siteUrl}/facility-dashboard/inquiries?location=${facilityId}`)],
      'For privacy, inquiry details are never sent by email.',
      'To stop these emails, use Unsubscribe in your mail app; the inquiries still wait on your dashboard.',
    ],
  };
}

/**
 * To the address a visitor gave on the lead form: their request arrived, and who calls back by when.
 * It carries nothing they typed (no name, substance, urgency, insurance or message) and names no
 * listing, so the form cannot send anyone words of the sender's choosing, and a shared mailbox learns
 * nothing of the person's health. In the language of the page they asked from.
 */
export function leadReceipt(
  to: string,
  { locale, facilityReads, withinHours, siteUrl }: { locale: 'en' | 'es'; facilityReads: boolean; withinHours: number; siteUrl: string },
): EmailMessage {
  const contact = link(`${siteUrl}${locale === 'es' ? '/es' : ''}/contact`);
  if (locale === 'es') {
    return {
      to,
      template: 'lead_receipt',
      lang: 'es',
      subject: 'Recibimos su solicitud',
      paragraphs: [
        'Recibimos la solicitud que envió en nuestro directorio con este correo electrónico.',
        `Un coordinador de tratamiento lo llamará al número de teléfono que nos dio, en menos de ${withinHours} horas.`,
        ...(facilityReads ? ['El centro al que escribió también puede leerla y comunicarse con usted.'] : []),
        'En una emergencia, llame al 911. En una crisis de salud mental o de consumo de sustancias, llame o envíe un mensaje de texto al 988 a cualquier hora.',
        ['Si usted no envió esta solicitud, díganoslo: ', contact],
      ],
    };
  }
  return {
    to,
    template: 'lead_receipt',
    subject: 'We received your request',
    paragraphs: [
      'We received the request you sent through our directory with this email address.',
      `A treatment coordinator will call you at the phone number you gave, within ${withinHours} hours.`,
      ...(facilityReads ? ['The facility you wrote to can also read it and may contact you.'] : []),
      'In an emergency, call 911. For a mental health or substance use crisis, call or text 988 at any time.',
      ['If you did not send this request, tell us: ', contact],
    ],
  };
}

/** An administrator's invitation: the single-use link that sets their first password. */
export function staffInvitation(to: string, name: string, inviteLink: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'staff_invitation',
    subject: 'You are invited to administer the directory',
    secret: inviteLink,
    paragraphs: [
      `Hello ${name},`,
      `You have been invited to become an administrator of the directory at ${siteUrl}.`,
      ['Set your password here (the link works once, for 72 hours): ', link(inviteLink)],
      ['Then sign in at ', link(`${siteUrl}/admin/login`), '.'],
      'If you did not expect this invitation, ignore this email; no account is usable without the link.',
    ],
  };
}

/** The administrators' daily digest: how many listings wait for review, never one email each. */
export function reviewDigest(to: string, waiting: number, oldestSince: string, siteUrl: string): EmailMessage {
  const listings = waiting === 1 ? '1 listing is' : `${waiting} listings are`;
  return {
    to,
    template: 'review_digest',
    subject: `${listings} waiting for review`,
    unsubscribable: true,
    paragraphs: [
      `${listings} waiting for review (new registrations and changes to published listings); the oldest since ${oldestSince.slice(0, 10)}.`,
      ['Review them: ', link(`${siteUrl}/admin-dashboard`)],
      'This digest comes once a day while reviews wait. To stop it, use Unsubscribe in your mail app.',
    ],
  };
}

export function facilityApproved(to: string, facilityName: string, listingUrl: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'facility_approved',
    subject: `${facilityName} is approved`,
    paragraphs: [
      `Good news: our team reviewed ${facilityName} and approved it.`,
      ['The listing is live: ', link(listingUrl)],
      ['Sign in to keep it up to date and read inquiries: ', link(`${siteUrl}/facility-login`)],
    ],
  };
}

/** Carries the reviewer's notes: what to correct before resubmitting. */
export function facilityRejected(to: string, facilityName: string, notes: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'facility_rejected',
    subject: `${facilityName}: changes needed before we can approve it`,
    paragraphs: [
      `Our team reviewed ${facilityName} and could not approve it as submitted. The reviewer's notes:`,
      notes,
      ['Sign in to correct the listing and resubmit it: ', link(`${siteUrl}/facility-login`)],
    ],
  };
}

/** A published listing's update, approved: the public page shows it now. */
export function listingUpdateApproved(to: string, facilityName: string, listingUrl: string): EmailMessage {
  return {
    to,
    template: 'listing_update_approved',
    subject: `Your changes to ${facilityName} are live`,
    paragraphs: [
      `Our team reviewed the changes you made to ${facilityName} and approved them.`,
      ['The listing shows them now: ', link(listingUrl)],
    ],
  };
}

/** A published listing's update, not approved: the listing keeps its current details. */
export function listingUpdateRejected(to: string, facilityName: string, notes: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'listing_update_rejected',
    subject: `${facilityName}: your changes were not approved`,
    paragraphs: [
      `Our team reviewed the changes you made to ${facilityName} and could not approve them. The listing keeps its current details. The reviewer's notes:`,
      notes,
      ['Sign in to edit the listing again: ', link(`${siteUrl}/facility-dashboard/listing`)],
    ],
  };
}

/**
 * The weekly ask to a facility whose availability was last confirmed more than 7 days ago: one click
 * on the dashboard confirms it. Says nothing but the listing's name and the day it was confirmed.
 */
export function availabilityReminder(to: string, facilityName: string, confirmedOn: string, siteUrl: string): EmailMessage {
  return {
    to,
    template: 'availability_reminder',
    subject: `Is ${facilityName} still accepting new patients?`,
    unsubscribable: true,
    paragraphs: [
      `People looking for treatment see when ${facilityName} last confirmed its availability: ${confirmedOn}. After 30 days the listing no longer shows it as current, and after 14 days search's "Accepting new patients" filter leaves it out.`,
      ['If nothing changed, confirm it in one click ("Still accurate") on your dashboard: ', link(`${siteUrl}/facility-dashboard`)],
      'We ask at most once a week, and only while your availability is older than 7 days. To stop these emails, use Unsubscribe in your mail app.',
    ],
  };
}

/** A review's guideline as the reviewer's email names it, in the review's language. */
type GuidelineWords = { en: string; es: string };

/**
 * To a reviewer, once the desk published their review. Says nothing of what they wrote; after it
 * their address is erased (nothing more is owed).
 */
export function reviewPublished(to: string, { lang, facilityName, listingUrl }: { lang: 'en' | 'es'; facilityName: string; listingUrl: string }): EmailMessage {
  if (lang === 'es') {
    return {
      to,
      template: 'review_published',
      lang: 'es',
      subject: `Publicamos su opinión sobre ${facilityName}`,
      paragraphs: [
        `Gracias. Nuestro equipo revisó su opinión sobre ${facilityName} y la publicó:`,
        [link(listingUrl)],
        'Puede cambiarla o borrarla cuando quiera con el enlace del correo en que la confirmó.',
      ],
    };
  }
  return {
    to,
    template: 'review_published',
    subject: `Your review of ${facilityName} is published`,
    paragraphs: [
      `Thank you. Our team read your review of ${facilityName} and published it:`,
      [link(listingUrl)],
      'You can change or delete it at any time with the link in the email you confirmed it from.',
    ],
  };
}

/**
 * To a reviewer, when the desk could not publish their review: the guideline it breaks, by name, and
 * where the guidelines are. Then their address is erased.
 */
export function reviewRejected(
  to: string,
  { lang, facilityName, guideline, guidelinesUrl }: { lang: 'en' | 'es'; facilityName: string; guideline: GuidelineWords; guidelinesUrl: string },
): EmailMessage {
  if (lang === 'es') {
    return {
      to,
      template: 'review_rejected',
      lang: 'es',
      subject: `No pudimos publicar su opinión sobre ${facilityName}`,
      paragraphs: [
        `Nuestro equipo leyó su opinión sobre ${facilityName} y no pudo publicarla, porque no cumple esta de nuestras normas publicadas: ${guideline.es}.`,
        'Nunca retenemos una opinión por ser negativa.',
        ['Nuestras normas para opiniones: ', link(guidelinesUrl)],
        'Puede escribir una nueva opinión que cumpla las normas.',
      ],
    };
  }
  return {
    to,
    template: 'review_rejected',
    subject: `We could not publish your review of ${facilityName}`,
    paragraphs: [
      `Our team read your review of ${facilityName} and could not publish it, because it breaks this one of our published guidelines: ${guideline.en}.`,
      'A review is never held back for being negative.',
      ['Our review guidelines: ', link(guidelinesUrl)],
      'You are welcome to write a new review that keeps to them.',
    ],
  };
}

/** The links and names of the emails a reviewer gets about the review they wrote. */
interface ReviewerMail {
  lang: 'en' | 'es';
  facilityName: string;
  /** The reviewer's own page of their review (its key is the message's secret). */
  manageLink: string;
  guidelinesUrl: string;
}

/**
 * To whoever wrote a review: confirm it from this address (the link opens their review's page,
 * where one button sends it to moderation), and keep the email, whose link edits or deletes it.
 */
export function reviewConfirmation(to: string, { lang, facilityName, manageLink, guidelinesUrl }: ReviewerMail): EmailMessage {
  if (lang === 'es') {
    return {
      to,
      template: 'review_confirmation',
      lang: 'es',
      subject: `Confirme su opinión sobre ${facilityName}`,
      secret: manageLink,
      paragraphs: [
        `Alguien escribió con esta dirección una opinión sobre ${facilityName} en nuestro directorio. Si fue usted, ábrala aquí y confírmela; luego la lee nuestro equipo:`,
        [link(manageLink)],
        'Guarde este correo: con el mismo enlace puede cambiar o borrar su opinión cuando quiera. Su correo nunca se publica.',
        ['Nuestras normas para opiniones: ', link(guidelinesUrl)],
        `Si no fue usted, ignore este correo: sin confirmación, la opinión no se publica y se borra en ${UNCONFIRMED_REVIEW_DAYS} días.`,
      ],
    };
  }
  return {
    to,
    template: 'review_confirmation',
    subject: `Confirm your review of ${facilityName}`,
    secret: manageLink,
    paragraphs: [
      `Someone wrote a review of ${facilityName} on our directory from this address. If it was you, open it here and confirm it; our team then reads it:`,
      [link(manageLink)],
      'Keep this email: the same link lets you change or delete your review at any time. Your email address is never shown.',
      ['Our review guidelines: ', link(guidelinesUrl)],
      `If it was not you, ignore this email: unconfirmed, the review is never published and is deleted after ${UNCONFIRMED_REVIEW_DAYS} days.`,
    ],
  };
}

/** To someone who wrote a review from an invitation: it needs no confirmation and is with our team. */
export function reviewReceived(to: string, { lang, facilityName, manageLink, guidelinesUrl }: ReviewerMail): EmailMessage {
  if (lang === 'es') {
    return {
      to,
      template: 'review_received',
      lang: 'es',
      subject: `Recibimos su opinión sobre ${facilityName}`,
      secret: manageLink,
      paragraphs: [
        `Gracias. Recibimos su opinión sobre ${facilityName}; vino de una invitación, así que se mostrará como verificada. Nuestro equipo la lee según nuestras normas y le avisamos cuando se publique.`,
        ['Para verla, cambiarla o borrarla cuando quiera: ', link(manageLink)],
        ['Nuestras normas para opiniones: ', link(guidelinesUrl)],
      ],
    };
  }
  return {
    to,
    template: 'review_received',
    subject: `We received your review of ${facilityName}`,
    secret: manageLink,
    paragraphs: [
      `Thank you. We received your review of ${facilityName}; it came from an invitation, so it will show as verified. Our team reads it against our guidelines and tells you when it is published.`,
      ['To see, change or delete it at any time: ', link(manageLink)],
      ['Our review guidelines: ', link(guidelinesUrl)],
    ],
  };
}

/**
 * To an address that already reviewed this listing and wrote again: one review per address, so
 * here is the way to change theirs (a new link; the earlier ones stop working). The form said only
 * "check your email", so nobody learns from it who reviewed what.
 */
export function reviewAlreadyWritten(to: string, { lang, facilityName, manageLink, guidelinesUrl }: ReviewerMail): EmailMessage {
  if (lang === 'es') {
    return {
      to,
      template: 'review_already_written',
      lang: 'es',
      subject: `Ya escribió una opinión sobre ${facilityName}`,
      secret: manageLink,
      paragraphs: [
        `Alguien intentó escribir con esta dirección otra opinión sobre ${facilityName}. Cada dirección escribe una sola opinión por centro, así que no guardamos la nueva.`,
        ['Si fue usted, puede cambiar la suya aquí (este enlace reemplaza los anteriores): ', link(manageLink)],
        ['Nuestras normas para opiniones: ', link(guidelinesUrl)],
        'Si no fue usted, ignore este correo.',
      ],
    };
  }
  return {
    to,
    template: 'review_already_written',
    subject: `You have already reviewed ${facilityName}`,
    secret: manageLink,
    paragraphs: [
      `Someone tried to write another review of ${facilityName} from this address. Each address writes one review per facility, so the new one was not kept.`,
      ['If it was you, you can change yours here (this link replaces earlier ones): ', link(manageLink)],
      ['Our review guidelines: ', link(guidelinesUrl)],
      'If it was not you, ignore this email.',
    ],
  };
}

/**
 * The one fixed invitation to review a facility: ours, `days` after a visitor asked it for help
 * through the site, and the facility's to the clients it names. The same words for everyone (the
 * facility cannot write any of them); the link, which makes the review verified, works for this
 * address only and is the message's secret.
 */
export function reviewInvitation(
  to: string,
  { lang, facilityName, reviewLink, days, validDays, guidelinesUrl }: { lang: 'en' | 'es'; facilityName: string; reviewLink: string; days: number; validDays: number; guidelinesUrl: string },
): EmailMessage {
  if (lang === 'es') {
    return {
      to,
      template: 'review_invitation',
      lang: 'es',
      subject: `¿Cómo fue su experiencia con ${facilityName}?`,
      unsubscribable: true,
      secret: reviewLink,
      paragraphs: [
        `Invitamos a opinar sobre ${facilityName} a quienes se comunicaron con este centro por nuestro directorio (${days} días después) y a las personas que el centro nombra como sus pacientes. Todos reciben este mismo texto.`,
        'Si usted, un familiar o alguien a quien usted refirió estuvo en este centro, su opinión ayuda a otras familias. Las opiniones críticas son igual de bienvenidas: nunca retenemos una opinión por ser negativa.',
        [`Escriba su opinión aquí (con esta dirección de correo; el enlace sirve durante ${validDays} días): `, link(reviewLink)],
        ['Nuestras normas para opiniones: ', link(guidelinesUrl)],
        'Si no estuvo en este centro, ignore este correo. Para no recibir más invitaciones, use Cancelar suscripción en su programa de correo.',
      ],
    };
  }
  return {
    to,
    template: 'review_invitation',
    subject: `How was your experience with ${facilityName}?`,
    unsubscribable: true,
    secret: reviewLink,
    paragraphs: [
      `We invite people who contacted ${facilityName} through our directory (${days} days after they did), and people the facility names as its clients, to review it. Everyone gets these same words.`,
      'If you, a family member or someone you referred stayed there, your review helps other families. Critical reviews are just as welcome: a review is never held back for being negative.',
      [`Write your review here (from this email address; the link works for ${validDays} days): `, link(reviewLink)],
      ['Our review guidelines: ', link(guidelinesUrl)],
      'If you were not in touch with this facility, ignore this email. To get no more invitations, use Unsubscribe in your mail app.',
    ],
  };
}

/** A day as a person reads it in `lang` ("November 3, 2026", "3 de noviembre de 2026"), in UTC as stored. */
const longDay = (iso: string, lang: 'en' | 'es') => new Date(iso).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * To the accounts holding a listing, once, when our staff could not reach it twice a week apart
 * (decision 029): what the page now says, and how to put it right. In English, then in Spanish:
 * a facility account has no language of its own.
 */
export function facilityUnreachable(
  to: string,
  { facilityName, phone, attempts, listingUrl, dashboardUrl }: { facilityName: string; phone: string; attempts: string[]; listingUrl: string; dashboardUrl: string },
): EmailMessage {
  const days = (lang: 'en' | 'es') => attempts.map((at) => longDay(at, lang)).join(lang === 'es' ? ' y el ' : ' and ');
  const number = phone || 'no phone number';
  return {
    to,
    template: 'facility_unreachable',
    subject: `We could not reach ${facilityName} / No pudimos comunicarnos con ${facilityName}`,
    paragraphs: [
      `Our team tried to reach ${facilityName} at the number on its listing (${number}) on ${days('en')}, and could not. The listing now tells people looking for treatment: "We could not reach this facility recently."`,
      ['If the number changed, correct it on your dashboard: ', link(dashboardUrl)],
      ['Our team will try again; once we reach you, the notice comes off. The listing: ', link(listingUrl)],
      '—',
      `En español: nuestro equipo intentó comunicarse con ${facilityName} al número de su ficha (${phone || 'sin número'}) el ${days('es')}, y no lo logró. La ficha ahora dice a quienes buscan tratamiento: "No pudimos comunicarnos con este centro recientemente."`,
      ['Si el número cambió, corríjalo en su panel: ', link(dashboardUrl)],
      ['Nuestro equipo volverá a intentarlo; cuando nos comuniquemos con ustedes, el aviso desaparece. La ficha: ', link(listingUrl)],
    ],
  };
}
