import { useState, type Ref } from 'react';

/**
 * The ten recovery codes, shown once: as a list, to copy, or to download as a text file. The Worker
 * keeps only keyed hashes of them, so this is the one chance to save them.
 */
export function RecoveryCodes({ codes, headingRef }: { codes: string[]; headingRef?: Ref<HTMLHeadingElement> }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `Recovery Directory admin recovery codes (each works once):\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" tabIndex={-1} ref={headingRef}>
        Save Your Recovery Codes
      </h2>
      <p>
        If you lose the phone with your authenticator app, each of these codes signs you in once. Keep them somewhere safe, away
        from your password: <strong>they are shown only now.</strong>
      </p>
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy Codes
        </button>
        <a
          className="button button--secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-directory-recovery-codes.txt"
        >
          Download Codes
        </a>
      </div>
      <p role="status" className="form-field__hint">
        {copied === 'yes' ? 'The codes are copied.' : copied === 'failed' ? 'Copying did not work here: select the codes, or download them.' : ''}
      </p>
    </section>
  );
}
