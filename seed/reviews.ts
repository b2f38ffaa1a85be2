// The demo's reviews (issue 43): real rows, so every rating the demo site shows is its published
// reviews' own mean and count (the triggers of migrations/0038_reviews.sql compute them on load).
// Plainly demo content: every display name says "(demo)"; the texts are stock sentences, varied in
// tone, some critical, some in Spanish, a few answered by the facility. A share of listings gets none,
// so "No reviews yet" shows too. Deterministic: a generator of its own, so the listings stay the same.
import { REFERENCE_DATE } from './listing-details.ts';
import { mulberry32, type Random } from './random.ts';

/** What the generator needs of a listing: its id and the tone and volume its reviews lean to. */
export interface ReviewedListing {
  id: number;
  /** 3.0-5.0: where its reviews' ratings centre. */
  reviewMean: number;
  /** 3-1500: how busy it is; a busier listing gets more reviews (a handful at most). */
  reviewVolume: number;
}

export interface SeedReview {
  id: number;
  facilityId: number;
  rating: number;
  title: string | null;
  body: string;
  relationship: 'client' | 'family' | 'professional';
  stayedIn: string | null;
  displayName: string;
  lang: 'en' | 'es';
  status: 'published' | 'pending' | 'rejected';
  rejectedGuideline: string | null;
  invitedBy: 'directory' | 'facility' | null;
  createdAt: string;
  publishedAt: string | null;
  response: { body: string; createdAt: string } | null;
}

/** The hand-written sample listings (seed/sample-facilities.ts): ids 1 to 5. */
const SAMPLES = 5;
/** The share of listings with no review at all. */
const NONE_SHARE = 0.22;
const REVIEW_SEED_SALT = 0x5e7ee;
const DAY_MS = 86_400_000;

export function generateReviews(listings: readonly ReviewedListing[], seed: number): SeedReview[] {
  const rng = mulberry32(seed ^ REVIEW_SEED_SALT);
  const reviews: SeedReview[] = [];
  for (const listing of listings) {
    const sample = listing.id <= SAMPLES;
    if (rng.chance(NONE_SHARE) && !sample) continue;
    const busy = Math.log(listing.reviewVolume) / Math.log(1500);
    // The samples, the listings the docs and the browser tests open first, have pages of reviews.
    const count = sample ? rng.int(12, 24) : Math.max(1, Math.round(busy * busy * 4.5 * (0.4 + rng.next())));
    for (let k = 0; k < count; k++) reviews.push(review(rng, reviews.length + 1, listing));
  }
  return reviews;
}

function review(rng: Random, id: number, listing: ReviewedListing): SeedReview {
  const critical = rng.chance(0.12);
  const rating = critical ? rng.int(1, 2) : clamp(Math.round(listing.reviewMean + (rng.next() - 0.5) * 2.2), 1, 5);
  const lang = rng.chance(0.12) ? 'es' : 'en';
  const relationship = rng.pick(['client', 'client', 'client', 'family', 'family', 'professional'] as const);
  const words = WORDS[lang];
  const tone = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
  const created = REFERENCE_DATE - rng.int(3, 720) * DAY_MS - rng.int(0, 86_399) * 1000;
  const stayMonths = rng.int(1, 18);
  const stay = new Date(created - stayMonths * 30 * DAY_MS);
  const roll = rng.next();
  const status = roll < 0.03 ? 'pending' : roll < 0.05 ? 'rejected' : 'published';
  const answered = status === 'published' && rng.chance(tone === 'bad' ? 0.45 : 0.1);
  const body = [rng.pick(words.openers[relationship]), rng.pick(words[tone]), rng.pick(words[tone]), rng.pick(words.closers[tone])]
    .filter((sentence, i, all) => all.indexOf(sentence) === i)
    .join(' ');
  return {
    id,
    facilityId: listing.id,
    rating,
    title: rng.chance(0.7) ? rng.pick(words.titles[tone]) : null,
    body,
    relationship,
    stayedIn: rng.chance(0.6) ? `${stay.getUTCFullYear()}-${String(stay.getUTCMonth() + 1).padStart(2, '0')}` : null,
    displayName: `${rng.pick(FIRST_NAMES)} ${rng.pick(INITIALS)}. (demo)`,
    lang,
    status,
    rejectedGuideline: status === 'rejected' ? rng.pick(['advertising', 'not_about_a_stay', 'other_clients']) : null,
    invitedBy: rng.chance(0.3) ? (rng.chance(0.6) ? 'directory' : 'facility') : null,
    createdAt: new Date(created).toISOString(),
    publishedAt: status === 'published' ? new Date(created + rng.int(1, 3) * DAY_MS).toISOString() : null,
    response: answered ? { body: rng.pick(words.responses[tone]), createdAt: new Date(created + rng.int(4, 20) * DAY_MS).toISOString() } : null,
  };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

const FIRST_NAMES = ['Alex', 'Maria', 'James', 'Keisha', 'Luis', 'Dana', 'Priya', 'Tom', 'Rosa', 'Sam', 'Ana', 'Marcus', 'Jenny', 'Omar', 'Beth', 'Carlos', 'Tara', 'Kevin', 'Lupe', 'Chris'];
const INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');

type Tone = 'good' | 'mixed' | 'bad';
interface Words {
  openers: Record<SeedReview['relationship'], string[]>;
  good: string[];
  mixed: string[];
  bad: string[];
  closers: Record<Tone, string[]>;
  titles: Record<Tone, string[]>;
  responses: Record<Tone, string[]>;
}

const WORDS: Record<'en' | 'es', Words> = {
  en: {
    openers: {
      client: ['I stayed here for about a month.', 'I did their outpatient program last year.', 'I came here after two tries elsewhere.', 'I went through detox and the residential program here.'],
      family: ['My son was a client here.', 'My sister spent six weeks at this center.', 'We found this place for my husband.', 'Our daughter did the program here.'],
      professional: ['I have referred several patients here.', 'As a counselor I send clients here now and then.', 'I work in a hospital ER and have referred people here.'],
    },
    good: ['The staff treated everyone with respect.', 'Intake was quick and they explained every step.', 'The counselors really listened.', 'The family sessions helped us talk again.', 'They helped set up aftercare before discharge.', 'Medication was handled carefully and on time.', 'The groups were small enough to speak up.'],
    mixed: ['Some counselors were great, others seemed rushed.', 'The program was solid but the rooms were dated.', 'Communication with family could have been better.', 'Waiting for a bed took longer than we were told.', 'The schedule changed often without notice.'],
    bad: ['Calls to the front desk went unanswered for days.', 'Billing was confusing and nobody could explain it.', 'Staff turnover was high and it showed.', 'Discharge planning was almost nonexistent.', 'We were promised individual therapy that rarely happened.'],
    closers: {
      good: ['I would recommend it.', 'Grateful for this place.', 'It was the right place at the right time.'],
      mixed: ['Overall it was okay.', 'Go in with your questions written down.', 'It helped, with some frustrations.'],
      bad: ['I would not send anyone here again.', 'Ask hard questions before you commit.', 'Disappointing overall.'],
    },
    titles: {
      good: ['Caring staff', 'A real turning point', 'Helped our family', 'Solid program'],
      mixed: ['Good and bad', 'Mixed experience', 'Helpful but disorganized'],
      bad: ['Not what was promised', 'Poor communication', 'Would not return'],
    },
    responses: {
      good: ['Thank you for taking the time to share this. We are glad the program helped.', 'We appreciate your kind words and will pass them on to the team.'],
      mixed: ['Thank you for the honest feedback. We are reviewing how we keep families informed.'],
      bad: ['We are sorry to read this. Please call our program director so we can look into what happened.', 'Thank you for telling us. We have changed how billing questions are answered and would like to talk with you.'],
    },
  },
  es: {
    openers: {
      client: ['Estuve aquí casi un mes.', 'Hice el programa ambulatorio el año pasado.', 'Llegué aquí después de dos intentos en otros lugares.'],
      family: ['Mi hijo estuvo internado aquí.', 'Mi hermana pasó seis semanas en este centro.', 'Buscamos este lugar para mi esposo.'],
      professional: ['He referido a varios pacientes a este centro.', 'Como consejera, envío clientes aquí de vez en cuando.'],
    },
    good: ['El personal trató a todos con respeto.', 'Nos explicaron cada paso desde el primer día.', 'Los consejeros de verdad escuchaban.', 'Las sesiones familiares nos ayudaron mucho.', 'Prepararon el plan de seguimiento antes del alta.'],
    mixed: ['Algunos consejeros eran excelentes, otros parecían apurados.', 'El programa es bueno, pero las instalaciones son viejas.', 'La comunicación con la familia pudo ser mejor.'],
    bad: ['Nadie contestaba el teléfono por días.', 'La facturación era confusa y nadie la explicaba.', 'Casi no hubo plan para después del alta.'],
    closers: {
      good: ['Lo recomiendo.', 'Estoy agradecido con este lugar.'],
      mixed: ['En general, estuvo bien.', 'Ayudó, con algunas frustraciones.'],
      bad: ['No lo recomendaría.', 'Una decepción.'],
    },
    titles: {
      good: ['Personal atento', 'Nos ayudó como familia'],
      mixed: ['Experiencia mixta', 'Bueno, pero desorganizado'],
      bad: ['No cumplieron lo prometido', 'Mala comunicación'],
    },
    responses: {
      good: ['Gracias por compartir su experiencia. Nos alegra que el programa le haya ayudado.'],
      mixed: ['Gracias por sus comentarios. Estamos revisando cómo informamos a las familias.'],
      bad: ['Lamentamos leer esto. Por favor llame a la directora del programa para revisar lo que pasó.'],
    },
  },
};
