import { Link, useLoaderData } from 'react-router-dom';
import {
  LOCATOR_PUBLIC_DOMAIN_URL,
  OPEN_DATA_DEFAULT_LIMIT,
  OPEN_DATA_LICENCE,
  OPEN_DATA_MAX_LIMIT,
} from '../../../../../worker/open-data/schemas/open-data-values';
import { paths } from '../../../config/paths';
import { SITE_NAME } from '../../../config/site';
import { formatLongDate } from '../../../lib/format';
import { openDataFilesLoader, type OpenDataFiles } from '../api/get-files';
import '../../../lib/info-page.css';
import './open-data.css';
import { staticHead } from '../../../app/head';

// The open-data endpoints are the Worker's, not pages of this app: plain links, so the browser
// fetches or downloads them.
const PAGED = '/api/open-data/facilities';
const CSV = '/api/open-data/facilities.csv';
const JSON_EXPORT = '/api/open-data/facilities.json';
const HSDS = '/api/hsds';

/** 1,234,567 bytes as "1.2 MB". */
function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(0)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Every file the scheduled run writes, with its size and when it was written. */
function FileTable({ files }: { files: OpenDataFiles['files'] }) {
  return (
    <table className="open-data__files">
      <caption>The files, as last written</caption>
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Size</th>
          <th scope="col">Written</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.name}>
            <th scope="row">
              <a href={`/api/open-data/${file.name}`} download>
                {file.name}
              </a>
              <span className="open-data__file-title">{file.title}</span>
            </th>
            <td>{file.size === null ? 'being prepared' : fileSize(file.size)}</td>
            <td>{formatLongDate(file.updated_at) ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const FIELDS = [
  ['Organization', 'the facility’s name, description, website and public email (the one its listing page shows)'],
  ['Location', 'street address, city, state, ZIP code, latitude and longitude'],
  ['Phone', 'the listing’s public phone number'],
  [
    'Services',
    'what the facility offers, as taxonomy terms: our treatment types, specializations and accepted insurance, and the national treatment locator’s services (medications, payment options, programs, ages, languages…)',
  ],
  ['Source and freshness', 'whether the listing came from a facility or from the SAMHSA locator, its page address, and when it last changed'],
] as const;

const EXAMPLE = `{
  "id": "1042",
  "url": "https://…/facility/1042",
  "source": "directory",
  "organization": { "id": "organization-1042", "name": "…", "description": "…", "website": "…", "email": "…" },
  "location": {
    "id": "location-1042", "name": "…", "latitude": 38.03, "longitude": -78.48,
    "addresses": [{ "address_1": "…", "city": "Charlottesville", "state_province": "VA",
                    "postal_code": "22901", "country": "US", "address_type": "physical" }]
  },
  "phones": [{ "number": "(434) 555-0100", "type": "voice" }],
  "services": [{ "id": "service-1042", "name": "Substance use treatment", "status": "active",
    "taxonomy_terms": [
      { "term": "Detoxification", "taxonomy": "recovery-directory", "code": "treatment_type:detox" },
      { "term": "Methadone", "taxonomy": "samhsa-locator", "code": "phr-methadone" }
    ] }],
  "service_at_location": [{ "id": "service-at-location-1042", "service_id": "service-1042", "location_id": "location-1042" }],
  "last_modified": "2025-03-01T12:00:00.000Z"
}`;

export const head = staticHead('Open Data', 'Download every listing of the directory (CSV or JSON in the Open Referral HSDS format) or page through it by API, free under CC BY 4.0.');

function OpenDataPage() {
  const { files } = useLoaderData<typeof openDataFilesLoader>();
  return (
    <>
      <section className="info-hero" aria-labelledby="open-data-heading">
        <div className="container">
          <h1 id="open-data-heading">Open Data</h1>
          <p className="info-hero__lead">
            Every published listing in {SITE_NAME} is free to download and reuse, in the Open Referral (HSDS) format
            that other directories and referral tools read.
          </p>
        </div>
      </section>
      <div className="container info-page open-data">
        <section className="info-section info-panel" aria-labelledby="open-data-what">
          <h2 id="open-data-what">What we publish</h2>
          <p>Each treatment center our team has reviewed and published, with what its listing page shows:</p>
          <dl className="open-data__fields">
            {FIELDS.map(([name, text]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="info-section info-panel" aria-labelledby="open-data-never">
          <h2 id="open-data-never">What we never publish</h2>
          <ul>
            <li>
              Anything about people who use the site: no health information, no requests for help or call-backs (leads),
              no messages, no searches, no page views.
            </li>
            <li>Facility accounts: no sign-in emails, passwords or the private contact a facility gives our team.</li>
            <li>Our internal notes, reviews of submissions, and listings that are pending or were turned down.</li>
          </ul>
        </section>

        <section className="info-section info-panel" aria-labelledby="open-data-licence">
          <h2 id="open-data-licence">Licence</h2>
          <p>
            The directory’s listing data is published under the{' '}
            <a href={OPEN_DATA_LICENCE.url}>{OPEN_DATA_LICENCE.name}</a> licence. You may copy, share and adapt it for
            any purpose, commercial ones included, as long as you credit “{SITE_NAME}” with a link to this page.
          </p>
          <p>
            Listings whose <code>source</code> is <code>locator</code>, and service terms of the{' '}
            <code>samhsa-locator</code> taxonomy, come from SAMHSA’s national treatment locator (FindTreatment.gov). That
            data is a work of the U.S. Government, in the public domain in the United States and dedicated worldwide
            under <a href={LOCATOR_PUBLIC_DOMAIN_URL}>CC0 1.0</a>.
          </p>
          <p>
            Listings are general information, not medical advice. Please ask people to confirm services, insurance and
            availability with the facility, and link to the listing’s page so they can report a problem with it.
          </p>
        </section>

        <section className="info-section info-panel" aria-labelledby="open-data-updates">
          <h2 id="open-data-updates">How often it changes</h2>
          <p>
            The data is live: a listing appears as soon as it is published and changes when a facility’s update is
            approved. The files are written again within minutes of a change (we check every five minutes), and pages of
            the API are at most ten minutes old. Each answer carries a <code>last_modified</code> date (the latest change
            to any listing), and each listing its own. The files answer <code>If-None-Match</code> and{' '}
            <code>If-Modified-Since</code> with “not modified”, and <code>Range</code> with the part asked for.
          </p>
        </section>

        <section className="info-section info-panel" aria-labelledby="open-data-endpoints">
          <h2 id="open-data-endpoints">Download or use the API</h2>
          {files ? <FileTable files={files.files} /> : null}
          <h3>Every listing as a spreadsheet (CSV)</h3>
          <p>
            <a className="button button--primary" href={CSV} download>
              Download the CSV file
            </a>
          </p>
          <p>
            One row per facility; lists such as treatment types or insurance are joined with “; ”. Address:{' '}
            <code>GET {CSV}</code>
          </p>
          <h3>Every listing as JSON</h3>
          <p>
            <a href={JSON_EXPORT} download>
              Download the JSON file
            </a>{' '}
            — the licence, <code>last_modified</code>, a <code>facilities</code> array in the format below and the{' '}
            <code>total</code>. Address: <code>GET {JSON_EXPORT}</code>
          </p>
          <h3>Page by page (JSON API)</h3>
          <p>
            <code>
              GET {PAGED}?page=1&amp;limit={OPEN_DATA_DEFAULT_LIMIT}
            </code>{' '}
            answers <code>facilities</code>, <code>total</code>, <code>page</code>, <code>limit</code>,{' '}
            <code>has_more</code>, the <code>licence</code> and <code>last_modified</code>. <code>limit</code> is{' '}
            {OPEN_DATA_DEFAULT_LIMIT} unless you ask for up to {OPEN_DATA_MAX_LIMIT}. For the whole directory, download a
            file rather than paging through it.{' '}
            <a href={`${PAGED}?limit=5`}>See the first five listings</a>.
          </p>
          <h3 id="hsds">The Open Referral HSDS 3.0 API</h3>
          <p>
            <code>GET {HSDS}</code> answers the paths of Open Referral’s HSDS 3.0 API:{' '}
            <code>/services</code>, <code>/organizations</code>, <code>/service_at_locations</code>,{' '}
            <code>/taxonomies</code> and <code>/taxonomy_terms</code>, each list in pages (<code>page</code>,{' '}
            <code>per_page</code>, <code>search</code>, <code>taxonomy_term_id</code>, <code>taxonomy_id</code>,{' '}
            <code>organization_id</code>, <code>modified_after</code>, <code>full</code>) and each record by its id. Ids are
            UUIDs that never change. Each listing is a service of its organization at its location, with every term it
            carries as an attribute. <a href={`${HSDS}/services?per_page=5`}>See the first five services</a>, or read{' '}
            <a href={`${HSDS}/openapi.json`}>the API’s OpenAPI document</a>. Every service, fully nested, is also one
            file: <a href="/api/open-data/hsds-services.ndjson" download>hsds-services.ndjson</a> (one service per line;
            each attribute names its term by <code>taxonomy_term_id</code>), with the terms once each in{' '}
            <a href="/api/open-data/hsds-taxonomy-terms.ndjson" download>hsds-taxonomy-terms.ndjson</a>.
          </p>
          <h3>One listing, in the Open Referral format</h3>
          {/* A region, so that its name is allowed and a keyboard can reach it to scroll it. */}
          <pre className="open-data__example" tabIndex={0} role="region" aria-label="Example listing in JSON">
            <code>{EXAMPLE}</code>
          </pre>
          <p>
            The endpoints need no key and may be called from any website. Please be gentle: fetch a download once a day
            at most, not on every visit.
          </p>
        </section>

        <p className="open-data__contact">
          Questions, or a use of the data you would like to tell us about? <Link to={paths.contact.getHref()}>Contact us</Link>.
        </p>
      </div>
    </>
  );
}

export { OpenDataPage as Component, openDataFilesLoader as loader };
