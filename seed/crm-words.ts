// The demo CRM book's words: tags, fictional contacts' names, and what notes, logged contacts and tasks say.

export const TAGS = [
  'referral', 'conference', 'inbound', 'cold-outreach', 'multi-site', 'private-pay', 'medicaid', 'upsell',
  'decision-maker', 'renewal', 'webinar', 'featured-listing', 'expansion', 'budget-q1',
];

export const FIRST_NAMES = [
  'Avery', 'Blake', 'Camila', 'Dana', 'Elena', 'Felix', 'Grace', 'Hector', 'Imani', 'Jonah', 'Keiko', 'Luis',
  'Maya', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Samuel', 'Tara', 'Uma', 'Victor', 'Wendy', 'Yusuf',
];
export const LAST_NAMES = [
  'Abbott', 'Bergstrom', 'Castillo', 'Delgado', 'Ellison', 'Fairbanks', 'Galloway', 'Hargrove', 'Iverson',
  'Jaramillo', 'Kowalski', 'Lindqvist', 'Marchetti', 'Nakamura', 'Okafor', 'Pemberton', 'Quintero', 'Rasmussen',
  'Sorensen', 'Thibodeaux', 'Underwood', 'Valdez', 'Whitfield', 'Yamamoto',
];

export const NOTES: Readonly<Record<'early' | 'middle' | 'won' | 'lost' | 'hold', readonly string[]>> = {
  early: [
    'Found on the state licensing list.',
    'Asked about listing costs through the website form.',
    'Referred by a listed center in the same county.',
    '',
  ],
  middle: [
    'Interested in a featured placement for their detox beds.',
    'Wants to see inquiry numbers from similar centers first.',
    'Board approves marketing spend quarterly.',
    'Comparing us with two other directories.',
  ],
  won: ['Signed for a featured listing; onboarding done.', 'Signed after the second proposal.'],
  lost: ['Chose another directory.', 'No marketing budget this year.', 'Closed the program.', 'No answer after five attempts.'],
  hold: ['Paused until their new building opens.', 'Asked us to call again after the license renewal.'],
};

export const CONTACT_LOG: Readonly<Record<'call' | 'email' | 'note', readonly string[]>> = {
  call: [
    'Intro call with the admissions director; sending the media kit.',
    'Walked through how inquiries reach them.',
    'Left a voicemail; will try again next week.',
    'Discussed pricing for a featured listing.',
  ],
  email: [
    'Sent the listing guide and sample analytics.',
    'Emailed the proposal with the annual discount.',
    'Followed up on the questions from our call.',
  ],
  note: ['They update their website in the spring.', 'Decision maker is the executive director.', 'Prefers email to phone calls.'],
};

export const TASK_TITLES = [
  'Call {name} about the featured placement',
  'Send the proposal to {name}',
  'Follow up on pricing questions',
  'Share inquiry numbers from similar centers',
  'Check their license before listing',
  'Book a walkthrough of the dashboard with {name}',
];
