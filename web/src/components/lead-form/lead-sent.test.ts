import { createElement, createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { loadScreenMessages } from '../../lib/i18n/translator';
import { LeadSent } from './lead-sent';

// The confirmation's markup for an urgent request (issue 41), rendered as React renders it on the server.

type Delivery = Parameters<typeof LeadSent>[0]['delivery'];

const phone = (digits: string) => ({ display: `(555) 555-${digits}`, tel: `tel:+1555555${digits}` });

const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  callBackWithinHours: 24,
  facility: false,
  facilityPhone: null,
  urgent: true,
  nearbyAccepting: [
    { id: 7, name: 'Juniper Ridge', city: 'Salem', state: 'OR', phone: phone('0107') },
    { id: 9, name: 'Cedar House', city: 'Bend', state: 'OR', phone: phone('0109') },
  ],
  helpline: { display: '1-888-555-0142', tel: 'tel:+18885550142' },
  receipt: false,
  ...overrides,
});

function render(props: { delivery: Delivery; facility?: { name: string } }, pathname = '/get-help'): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [pathname] },
      createElement(I18nProvider, { pathname, children: createElement(LeadSent, { ...props, thanksRef: createRef<HTMLParagraphElement>() }) }),
    ),
  );
}

beforeAll(async () => {
  // The Spanish a Spanish /get-help page has: the shell's, then its screen's (the forms' words among them).
  await Promise.all([loadScreenMessages('get-help', 'en'), loadScreenMessages('get-help', 'es')]);
});

describe('LeadSent, for an urgent request', () => {
  it('lists the listings accepting new patients nearby, each linked to its page, with its place and phone', () => {
    const html = render({ delivery: delivery() });
    expect(html).toContain('Accepting new patients near you:');
    expect(html).toContain('href="/facility/7" data-discover="true">Juniper Ridge</a>, Salem, OR: <a href="tel:+15555550107">(555) 555-0107</a>');
    expect(html).toContain('href="/facility/9" data-discover="true">Cedar House</a>');
  });

  it('says it in Spanish on a Spanish page', () => {
    const html = render({ delivery: delivery() }, '/es/get-help');
    expect(html).toContain('Aceptan pacientes nuevos cerca de usted:');
    expect(html).not.toContain('Accepting new patients near you:');
    expect(html).toContain('href="/es/facility/7"');
  });

  it('leads with the listing’s own phone when it has one, and lists no others', () => {
    const html = render({ delivery: delivery({ facilityPhone: phone('0100') }), facility: { name: 'Willow Creek' } });
    expect(html).toContain('<a href="tel:+15555550100">(555) 555-0100</a>');
    expect(html).not.toContain('Accepting new patients near you:');
  });

  it('shows no list when none was found', () => {
    expect(render({ delivery: delivery({ nearbyAccepting: [] }) })).not.toContain('Accepting new patients near you:');
  });
});
