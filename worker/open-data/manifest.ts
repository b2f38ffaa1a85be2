// The open-data files (issue 26) and the manifest kept beside them in R2: which objects hold the
// last finished build's files, from which state of the data, how big. Each build writes its files
// under keys of its own (files/<build>/<name>); the manifest, one put, switches every download to
// the new build at once.

const MANIFEST = 'manifest.json';

export interface OpenDataFile {
  name: string;
  /** What it holds, for the /open-data page. */
  title: string;
  contentType: string;
  extension: string;
}

export const OPEN_DATA_FILES: OpenDataFile[] = [
  { name: 'facilities.json', title: 'Every listing (JSON)', contentType: 'application/json; charset=utf-8', extension: 'json' },
  { name: 'facilities.csv', title: 'Every listing (CSV, one row each)', contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  {
    name: 'hsds-services.ndjson',
    title: 'Every HSDS 3.0 service, fully nested (newline-delimited JSON); each attribute names its taxonomy term by id',
    contentType: 'application/x-ndjson; charset=utf-8',
    extension: 'ndjson',
  },
  {
    name: 'hsds-taxonomy-terms.ndjson',
    title: 'Every HSDS 3.0 taxonomy term the services’ attributes name (newline-delimited JSON)',
    contentType: 'application/x-ndjson; charset=utf-8',
    extension: 'ndjson',
  },
];

/** What was built, from which state of the data. */
export interface OpenDataManifest {
  signal: string;
  /** The data's last change as the files state it (Last-Modified). */
  lastModified: string;
  builtAt: string;
  /** `key`: the object in R2 (a manifest written before builds had keys of their own names none: the name). */
  files: Array<{ name: string; key?: string; size: number; etag: string; uploaded: string }>;
}

export async function readManifest(bucket: R2Bucket): Promise<OpenDataManifest | null> {
  const object = await bucket.get(MANIFEST);
  return object ? ((await object.json()) as OpenDataManifest) : null;
}

export async function writeManifest(bucket: R2Bucket, manifest: OpenDataManifest): Promise<void> {
  await bucket.put(MANIFEST, JSON.stringify(manifest), { httpMetadata: { contentType: 'application/json' } });
}

/** Where a build keeps a file. */
export const buildKey = (buildId: string, name: string) => `files/${buildId}/${name}`;
