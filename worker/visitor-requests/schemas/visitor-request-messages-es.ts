// The visitor forms' messages in Spanish (issue 29), keyed by the English text the schemas carry
// (./visitor-requests.ts) and the lead route's own. The Worker answers with them when the form says it
// was sent from one (`locale: 'es'`). Each English text is marked `/*i18n*/` for Lingui's extractor:
// the SPA's catalogue (web/src/locales/es/forms.po) holds it by that text, so a page says a message
// the Worker sent in English in its own language (`useT().maybe`); catalogues.test.ts holds both equal.

import { localeOfBody } from '../../lib/schemas/locale';

export const VISITOR_FORM_MESSAGES_ES: Readonly<Record<string, string>> = Object.fromEntries([
  [/*i18n*/ 'Please enter your name', 'Escriba su nombre'],
  [/*i18n*/ 'Please keep your name under 120 characters', 'Su nombre debe tener menos de 120 caracteres'],
  [/*i18n*/ 'Please enter a phone number', 'Escriba un número de teléfono'],
  [/*i18n*/ 'Please enter a valid phone number', 'Escriba un número de teléfono válido'],
  [/*i18n*/ 'Please enter a phone number with area code', 'Escriba un número de teléfono con el código de área'],
  [/*i18n*/ 'Please enter a valid email address', 'Escriba un correo electrónico válido'],
  [/*i18n*/ 'Please choose a state from the list', 'Elija un estado de la lista'],
  [/*i18n*/ 'Please choose an option from the list', 'Elija una opción de la lista'],
  [/*i18n*/ 'Please choose how soon you need help', 'Elija cuándo necesita ayuda'],
  [/*i18n*/ 'Please choose an insurance option', 'Elija una opción de seguro'],
  [/*i18n*/ 'Please choose whom the help is for', 'Elija para quién es la ayuda'],
  [/*i18n*/ 'Please keep your message under 2,000 characters', 'Su mensaje debe tener menos de 2,000 caracteres'],
  [/*i18n*/ 'Please confirm that we may contact you', 'Confirme que podemos comunicarnos con usted'],
  [/*i18n*/ 'Please enter your email address', 'Escriba su correo electrónico'],
  [/*i18n*/ 'Please enter a subject', 'Escriba un asunto'],
  [/*i18n*/ 'Please keep the subject under 200 characters', 'El asunto debe tener menos de 200 caracteres'],
  [/*i18n*/ 'Please choose an urgency', 'Elija qué tan urgente es'],
  [/*i18n*/ 'Please enter a message', 'Escriba un mensaje'],
  [/*i18n*/ 'Please keep your message under 5,000 characters', 'Su mensaje debe tener menos de 5,000 caracteres'],
  [/*i18n*/ 'Please choose what is wrong', 'Elija qué está mal'],
  [/*i18n*/ 'Please keep the details under 1,000 characters', 'Los detalles deben tener menos de 1,000 caracteres'],
  [/*i18n*/ 'This facility is not listed any more.', 'Este centro ya no aparece en el directorio.'],
  [/*i18n*/ 'Facility not found.', 'No encontramos el centro.'],
  [/*i18n*/ 'Please choose a rating from 1 to 5 stars', 'Elija una calificación de 1 a 5 estrellas'],
  [/*i18n*/ 'Please keep the title under 120 characters', 'El título debe tener menos de 120 caracteres'],
  [/*i18n*/ 'Please write your review', 'Escriba su opinión'],
  [/*i18n*/ 'Please keep your review under 5,000 characters', 'Su opinión debe tener menos de 5,000 caracteres'],
  [/*i18n*/ 'Please say who you were to this facility', 'Indique qué relación tuvo con este centro'],
  [/*i18n*/ 'Please enter the name to show with your review', 'Escriba el nombre que se mostrará con su opinión'],
  [/*i18n*/ 'Please keep the name under 60 characters', 'El nombre debe tener menos de 60 caracteres'],
  [/*i18n*/ 'Please give the month of the stay as a past month, or leave it empty', 'Indique el mes de la estancia (un mes pasado) o déjelo vacío'],
  [/*i18n*/ 'Please confirm that your review is true and follows our guidelines', 'Confirme que su opinión es verdadera y cumple nuestras normas'],
  [/*i18n*/ 'This confirmation link is incomplete. Please open it again from your email.', 'Este enlace de confirmación está incompleto. Ábralo de nuevo desde su correo.'],
  [/*i18n*/ 'A facility’s own addresses and accounts cannot review it.', 'Las direcciones y cuentas del propio centro no pueden opinar sobre él.'],
  [/*i18n*/ 'This link does not open a review any more: it was deleted, or a newer email replaced the link.', 'Este enlace ya no abre una opinión: se borró, o un correo más reciente reemplazó el enlace.'],
  [/*i18n*/ 'There is no published review with this id.', 'No hay ninguna opinión publicada con este número.'],
]);

/** A message of the visitor forms in `locale`: the Spanish one where there is one, else as it is. */
export function visitorFormMessage(locale: string | undefined, message: string): string {
  return locale === 'es' ? (VISITOR_FORM_MESSAGES_ES[message] ?? message) : message;
}

/** The validator's `localize` for a visitor form: its errors in the language its body names. */
export const localizeByBody = (body: unknown, message: string): string => visitorFormMessage(localeOfBody(body), message);
